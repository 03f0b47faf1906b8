// Where the app finds its server and the constants both spec documents share.
export const GRAPHQL_PATH = '/graphql';

/** Breakpoints named by the spec (about 365, 438, 1000 and 1224 px). */
export const BREAKPOINTS = { xs: 365, sm: 438, md: 1000, lg: 1224 } as const;

export const TIME_ZONE = 'Asia/Karachi';

/** Storefront defaults used until (and wherever) the store settings say otherwise. */
export const SETTINGS_DEFAULTS = {
  currency: 'RS',
  min_order_amount: 0,
  max_order_amount: 0,
  deliveryCharges: 0,
} as const;

export const ENABLED_CATEGORIES_FILTER = JSON.stringify({ status: 'enabled' });

export function graphqlWsUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}
