// The checkout feature's public face: its routes and the order draft's session follower app/ starts.
export { checkoutRoutes } from './routes';
export { draftFollowsSession } from './draft/followSession';
