import { useId, type ReactNode } from 'react';

/** One titled group of filters in the sidebar or the phone's filter drawer. */
export function FacetSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="facet" aria-labelledby={id}>
      <h2 id={id} className="facet-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
