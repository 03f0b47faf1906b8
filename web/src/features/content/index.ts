// The content feature's public face: its routes (with and without the store's layout).
export { blankContentRoutes, contentRoutes } from './routes';
