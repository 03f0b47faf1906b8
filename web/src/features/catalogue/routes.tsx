import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { HomeRoute } from './home/HomeRoute';
import { DetailSkeleton, PageSkeleton, ProductGridSkeleton } from '../../shared/ui/skeletons';

export const catalogueRoutes: RouteObject[] = [
  // The home page draws at once when its preloaded code is there (home/HomeRoute.tsx); it uses no antd.
  { index: true, element: <HomeRoute /> },
  { path: 'category/:slug', element: lazyPage(() => import('./pages/CategoryPage'), <ProductGridSkeleton />) },
  { path: 'product/:slug', element: lazyPage(() => import('./pages/ProductPage'), <DetailSkeleton />) },
  // One route for /search and /search/{category path}: moving between them keeps the page (and its
  // search) mounted instead of starting a new one.
  { path: 'search/*', element: lazyPage(() => import('./pages/SearchPage'), <ProductGridSkeleton />) },
  { path: 'testing', element: lazyPage(() => import('./pages/TestingPage'), <PageSkeleton rows={5} />) },
];
