import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { PageSkeleton } from '../../shared/ui/skeletons';

const contentPage = () => lazyPage(() => import('./pages/ContentPage'), <PageSkeleton rows={10} />);

/** Content pages inside the layout. */
export const contentRoutes: RouteObject[] = [
  { path: 'page/:slug', element: contentPage() },
  { path: 'p/terms_and_conditions', element: lazyPage(() => import('./pages/TermsPage'), <PageSkeleton rows={10} />) },
  { path: 'help', element: lazyPage(() => import('./pages/HelpPage'), <PageSkeleton rows={6} />) },
];

/** /page/blank/{slug}: the same page without header and footer. */
export const blankContentRoutes: RouteObject[] = [{ path: 'page/blank/:slug', element: contentPage() }];
