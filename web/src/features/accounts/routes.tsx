import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { FormSkeleton, PageSkeleton } from '../../shared/ui/skeletons';

const form = <FormSkeleton />;

export const accountsRoutes: RouteObject[] = [
  { path: 'user/sign-in', element: lazyPage(() => import('./pages/SignInPage'), form) },
  { path: 'user/register', element: lazyPage(() => import('./pages/RegisterPage'), form) },
  { path: 'user/register/success', element: lazyPage(() => import('./pages/RegisterSuccessPage'), <PageSkeleton />) },
  { path: 'user/forgot-password/:step?', element: lazyPage(() => import('./pages/ForgotPasswordPage'), form) },
  { path: 'user/verify', element: lazyPage(() => import('./pages/VerifyPage'), form) },
  {
    // The profile area: a signed-in guard and menu around its pages; unknown sub-paths are not found.
    path: 'user/profile',
    element: lazyPage(() => import('./profile/ProfileLayout'), <PageSkeleton />),
    children: [
      { index: true, element: lazyPage(() => import('./pages/ProfilePage'), form) },
      { path: 'addresses', element: lazyPage(() => import('./pages/AddressesPage'), <PageSkeleton />) },
      { path: 'password', element: lazyPage(() => import('./pages/PasswordPage'), form) },
      { path: '*', element: lazyPage(() => import('./pages/UserNotFoundPage'), <PageSkeleton />) },
    ],
  },
  { path: 'user/*', element: lazyPage(() => import('./pages/UserNotFoundPage'), <PageSkeleton />) },
];
