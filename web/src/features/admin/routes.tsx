// The console's one entry in the app's route table: everything under /admin loads with AdminApp's chunk
// (its own routes inside), so the store's home route carries one lazy import and nothing more.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { PageSkeleton } from '../../shared/ui/skeletons';

export const adminRoutes: RouteObject[] = [
  { path: '/admin/*', element: lazyPage(() => import('./AdminApp'), <PageSkeleton />) },
];
