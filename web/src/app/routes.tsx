// Every route of both spec documents. Each feature lists its own; their pages load lazily.
import type { RouteObject } from 'react-router';
import { AppLayout, BlankLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { lazyPage } from '../shared/ui/lazyPage';
import { PageSkeleton } from '../shared/ui/skeletons';
import { accountsRoutes } from '../features/accounts';
import { catalogueRoutes } from '../features/catalogue';
import { checkoutRoutes } from '../features/checkout';
import { ordersRoutes } from '../features/orders';
import { blankContentRoutes, contentRoutes } from '../features/content';
import { developerRoutes } from '../features/developer';
import { adminRoutes } from '../features/admin';

export const appRoutes: RouteObject[] = [
  // The operator console (issue 17): its own lazily loaded branch and frame, not the store's.
  { errorElement: <RouteError />, children: adminRoutes },
  {
    element: <BlankLayout />,
    errorElement: <RouteError />,
    children: blankContentRoutes,
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      ...catalogueRoutes,
      ...checkoutRoutes,
      ...ordersRoutes,
      ...accountsRoutes,
      ...contentRoutes,
      ...developerRoutes,
      { path: '*', element: lazyPage(() => import('../shared/ui/NotFoundPage'), <PageSkeleton />) },
    ],
  },
];
