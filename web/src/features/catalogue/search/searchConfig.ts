// The search index, its facets and the spec's defaults (shopping.md §9): page 1, sort
// 'instant_search', 20 hits per page, URL written after a 700 ms pause.
export const SEARCH_PATH = '/api/search/queries';

export const INDEX_NAME = 'instant_search';

// The sorts and page sizes name their words by catalogue key: this module is on the home route (the
// header search), the search page's texts are not (SearchToolbar reads the words).
export const SORT_ITEMS = [
  { value: INDEX_NAME, labelKey: 'catalogue.search.sort.relevant' },
  { value: 'instant_search_price_asc', labelKey: 'catalogue.search.sort.priceAsc' },
  { value: 'instant_search_price_desc', labelKey: 'catalogue.search.sort.priceDesc' },
] as const;

export const DEFAULT_HITS_PER_PAGE = 20;
export const HITS_PER_PAGE_ITEMS = [{ value: DEFAULT_HITS_PER_PAGE, default: true }, { value: 40 }, { value: 60 }];

export const URL_WRITE_DELAY_MS = 700;

/** Identical requests within this time are answered from memory. */
export const CLIENT_CACHE_MS = 30_000;

export const BRAND_ATTRIBUTE = 'brand';
export const CATEGORY_ATTRIBUTES = ['categories.lvl0', 'categories.lvl1'];
export const CATEGORY_SEPARATOR = ' > ';
export const PRICE_ATTRIBUTE = 'price';
export const RATING_ATTRIBUTE = 'rating';
export const RATING_MAX = 5;
export const FREE_SHIPPING_ATTRIBUTE = 'free_shipping';

/** The base path of the search page; /search/{category path} refines the category hierarchy. */
export const SEARCH_PAGE = '/search';

export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_PAGE || pathname.startsWith(`${SEARCH_PAGE}/`);
}
