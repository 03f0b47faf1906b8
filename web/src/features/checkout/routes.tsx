import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { PageSkeleton } from '../../shared/ui/skeletons';

export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', element: lazyPage(() => import('./pages/CheckoutPage'), <PageSkeleton />) },
  { path: 'checkout/success', element: lazyPage(() => import('./pages/CheckoutSuccessPage'), <PageSkeleton />) },
  { path: 'checkout/review', element: lazyPage(() => import('./pages/CheckoutReviewPage'), <PageSkeleton />) },
];
