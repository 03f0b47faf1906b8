// The orders feature's public face: its routes.
export { ordersRoutes } from './routes';
