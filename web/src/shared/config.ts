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

// ---- the address map (spec/accounts.md §9) ----

/** Map tiles; VITE_MAP_TILE_URL points the app at another tile server (OpenStreetMap by default). */
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION: string =
  (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const MAP_ZOOM = 12;
export const GPS_OPTIONS: PositionOptions = { timeout: 3000, maximumAge: Infinity };
export const LOCATION_SEARCH_DEBOUNCE_MS = 800;

/** The built-in cities with their map centres ([lat, lng]); the demo store serves Sahiwal. */
export const CITIES: Readonly<Record<string, { title: string; center: readonly [number, number] }>> = {
  sahiwal: { title: 'Sahiwal', center: [30.668, 73.111] },
};
export const DEFAULT_CITY = 'sahiwal';

/** The filter that selects the service-area zones of a city. */
export const SERVICE_AREA_FILTER = JSON.stringify({ status: 'published', category: 'service-area' });
