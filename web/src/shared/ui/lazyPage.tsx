import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyWithAntd } from './antd/lazyWithAntd';

/**
 * A route element whose code loads on first visit, showing the page's own skeleton meanwhile. Pages
 * use antd, so its theme provider loads with them; a page that does not (the home page, painted
 * without antd: docs/decisions.md) says `{ antd: false }`.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode,
  { antd = true }: { antd?: boolean } = {},
): ReactNode {
  const Page = antd ? lazyWithAntd(load) : lazy(load);
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
