import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A route element whose code loads on first visit, showing the page's own skeleton meanwhile. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, fallback: ReactNode): ReactNode {
  const Page = lazy(load);
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
