// The search page's URL: /search[/{category}/{subcategory}]?query=…&page=…&brands=…&rating=…
// &price=min:max&free_shipping=true&sortBy=…&hitsPerPage=… — default values are left out.
// Pure functions (no instantsearch code), so the mapping is tested on its own.
import type { IndexUiState, UiState } from 'instantsearch.js';
import {
  BRAND_ATTRIBUTE,
  CATEGORY_ATTRIBUTES,
  DEFAULT_HITS_PER_PAGE,
  FREE_SHIPPING_ATTRIBUTE,
  HITS_PER_PAGE_ITEMS,
  INDEX_NAME,
  isSearchPath,
  PRICE_ATTRIBUTE,
  RATING_ATTRIBUTE,
  RATING_MAX,
  SEARCH_PAGE,
  SORT_ITEMS,
} from './searchConfig';

/** What the URL holds; every field is absent when it has its default value. */
export interface SearchRoute {
  query?: string;
  page?: number;
  brands?: string[];
  /** The category hierarchy, top level first (category titles). */
  category?: string[];
  rating?: number;
  /** 'min:max', either side may be empty. */
  price?: string;
  free_shipping?: boolean;
  sortBy?: string;
  hitsPerPage?: number;
}

const CATEGORY_KEY = CATEGORY_ATTRIBUTES[0] as string;
const SORT_VALUES = new Set<string>(SORT_ITEMS.map((s) => s.value));
const HITS_PER_PAGE_VALUES = new Set(HITS_PER_PAGE_ITEMS.map((h) => h.value));
const PRICE_PATTERN = /^(\d+(?:\.\d+)?)?:(\d+(?:\.\d+)?)?$/;

function cleanPrice(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const m = PRICE_PATTERN.exec(value);
  if (!m || (!m[1] && !m[2])) return undefined;
  return value;
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function nonEmpty<T>(list: T[] | undefined): T[] | undefined {
  return list && list.length > 0 ? list : undefined;
}

/** Drops undefined fields so equal routes compare equal. */
function compact(route: SearchRoute): SearchRoute {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(route)) if (v !== undefined) out[k] = v;
  return out as SearchRoute;
}

/** Checks and normalises a route: unknown sorts, bad numbers and defaults are dropped. */
export function normaliseRoute(route: SearchRoute): SearchRoute {
  const page = positiveInt(route.page);
  const rating = positiveInt(route.rating);
  const hitsPerPage = positiveInt(route.hitsPerPage);
  return compact({
    query: route.query ? route.query : undefined,
    page: page && page > 1 ? page : undefined,
    brands: nonEmpty(route.brands?.filter((b) => b !== '')),
    category: nonEmpty(route.category?.filter((c) => c !== '')),
    rating: rating && rating <= RATING_MAX ? rating : undefined,
    price: cleanPrice(route.price),
    free_shipping: route.free_shipping ? true : undefined,
    sortBy: route.sortBy && route.sortBy !== INDEX_NAME && SORT_VALUES.has(route.sortBy) ? route.sortBy : undefined,
    hitsPerPage:
      hitsPerPage && hitsPerPage !== DEFAULT_HITS_PER_PAGE && HITS_PER_PAGE_VALUES.has(hitsPerPage)
        ? hitsPerPage
        : undefined,
  });
}

// ---- UI state ↔ route (instantsearch's stateMapping) ----

export function stateToRoute(uiState: UiState): SearchRoute {
  const s: IndexUiState = uiState[INDEX_NAME] ?? {};
  return normaliseRoute({
    query: s.query,
    page: s.page,
    brands: s.refinementList?.[BRAND_ATTRIBUTE],
    category: s.hierarchicalMenu?.[CATEGORY_KEY],
    rating: s.ratingMenu?.[RATING_ATTRIBUTE],
    price: s.range?.[PRICE_ATTRIBUTE],
    free_shipping: s.toggle?.[FREE_SHIPPING_ATTRIBUTE] === true,
    sortBy: s.sortBy,
    hitsPerPage: s.hitsPerPage,
  });
}

export function routeToState(input: SearchRoute): UiState {
  const route = normaliseRoute(input);
  const s: IndexUiState = {};
  if (route.query) s.query = route.query;
  if (route.page) s.page = route.page;
  if (route.brands) s.refinementList = { [BRAND_ATTRIBUTE]: route.brands };
  if (route.category) s.hierarchicalMenu = { [CATEGORY_KEY]: route.category };
  if (route.rating) s.ratingMenu = { [RATING_ATTRIBUTE]: route.rating };
  if (route.price) s.range = { [PRICE_ATTRIBUTE]: route.price };
  if (route.free_shipping) s.toggle = { [FREE_SHIPPING_ATTRIBUTE]: true };
  if (route.sortBy) s.sortBy = route.sortBy;
  if (route.hitsPerPage) s.hitsPerPage = route.hitsPerPage;
  return { [INDEX_NAME]: s };
}

// ---- route ↔ URL ----

// Readable query strings: spaces as '+', ':' and ',' kept as they are.
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

function encodeSegment(title: string): string {
  return encodeURIComponent(title).replace(/%20/g, '+');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return null; // a malformed escape: the segment is ignored
  }
}

/** The URL (path and query string) of a route. */
export function routeToUrl(input: SearchRoute): string {
  const route = normaliseRoute(input);
  const path = route.category ? `${SEARCH_PAGE}/${route.category.map(encodeSegment).join('/')}` : SEARCH_PAGE;
  const pairs: string[] = [];
  const add = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined) pairs.push(`${key}=${encodeValue(String(value))}`);
  };
  add('query', route.query);
  add('page', route.page);
  for (const brand of route.brands ?? []) add('brands', brand);
  add('rating', route.rating);
  add('price', route.price);
  add('free_shipping', route.free_shipping);
  add('sortBy', route.sortBy);
  add('hitsPerPage', route.hitsPerPage);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Reads a route from a location's path and query string (anything unknown or invalid is ignored). */
export function urlToRoute(pathname: string, search: string): SearchRoute {
  const params = new URLSearchParams(search);
  const rest = isSearchPath(pathname) ? pathname.slice(SEARCH_PAGE.length) : '';
  const category = rest
    .split('/')
    .filter((s) => s !== '')
    .map(decodeSegment)
    .filter((s): s is string => s !== null && s.trim() !== '');
  return normaliseRoute({
    query: params.get('query') ?? undefined,
    page: positiveInt(params.get('page')),
    brands: params.getAll('brands'),
    category,
    rating: positiveInt(params.get('rating')),
    price: params.get('price') ?? undefined,
    free_shipping: params.get('free_shipping') === 'true',
    sortBy: params.get('sortBy') ?? undefined,
    hitsPerPage: positiveInt(params.get('hitsPerPage')),
  });
}
