// The developer feature's public face: its routes.
export { developerRoutes } from './routes';
