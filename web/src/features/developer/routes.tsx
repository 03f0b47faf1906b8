import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { PageSkeleton } from '../../shared/ui/skeletons';

/** Hidden from navigation on purpose. */
export const developerRoutes: RouteObject[] = [
  { path: 'template', element: lazyPage(() => import('./TemplatePage'), <PageSkeleton />) },
];
