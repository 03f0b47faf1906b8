import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { PageSkeleton, TableSkeleton } from '../../shared/ui/skeletons';

export const ordersRoutes: RouteObject[] = [
  { path: 'user/my-orders', element: lazyPage(() => import('./pages/MyOrdersPage'), <TableSkeleton />) },
  { path: 'user/order/:serial', element: lazyPage(() => import('./pages/OrderDetailPage'), <PageSkeleton />) },
  { path: 'user/re-order/:serial', element: lazyPage(() => import('./pages/ReorderPage'), <TableSkeleton />) },
];
