import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { DetailSkeleton, PageSkeleton, ProductGridSkeleton } from '../../shared/ui/skeletons';

const searchPage = () => lazyPage(() => import('./pages/SearchPage'), <ProductGridSkeleton />);

export const catalogueRoutes: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./pages/HomePage'), <PageSkeleton />) },
  { path: 'category/:slug', element: lazyPage(() => import('./pages/CategoryPage'), <ProductGridSkeleton />) },
  { path: 'product/:slug', element: lazyPage(() => import('./pages/ProductPage'), <DetailSkeleton />) },
  { path: 'search', element: searchPage() },
  { path: 'search/*', element: searchPage() },
  { path: 'testing', element: lazyPage(() => import('./pages/TestingPage'), <PageSkeleton rows={5} />) },
];
