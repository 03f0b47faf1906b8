// The operator console's public face (issue 17): its routes, a branch of their own under /admin.
export { adminRoutes } from './routes';
