// The product list's filters live in the URL query (?q=&cat=&status=&stock=&page=), so a reload or a
// shared link opens the same list; these turn the query into staffProducts' variables and back.
export const PRODUCT_STATUSES = ['published', 'draft'] as const;
export const STOCK_FILTERS = ['out', 'low'] as const;
export const PAGE_SIZE = 25;
/** The contract's 'low' filter: 1 to 5 on sale. */
export const LOW_STOCK_MAX = 5;

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type StockFilter = (typeof STOCK_FILTERS)[number];

export interface ProductFilters {
  search: string;
  catId: string | null;
  status: ProductStatus | null;
  stock: StockFilter | null;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** What the query says; unknown values are dropped, so a hand-edited link still opens a list. */
export function filtersFromQuery(query: URLSearchParams): ProductFilters {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    search: (query.get('q') ?? '').trim(),
    catId: query.get('cat') || null,
    status: oneOf(PRODUCT_STATUSES, query.get('status')),
    stock: oneOf(STOCK_FILTERS, query.get('stock')),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query for these filters: empty ones and page 1 are left out, so the plain list's link is bare. */
export function queryFromFilters(filters: ProductFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set('q', filters.search);
  if (filters.catId) query.set('cat', filters.catId);
  if (filters.status) query.set('status', filters.status);
  if (filters.stock) query.set('stock', filters.stock);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** A filter changed: back to the first page (the old page may not exist in the new list). */
export function withFilter(filters: ProductFilters, change: Partial<Omit<ProductFilters, 'page'>>): ProductFilters {
  return { ...filters, ...change, page: 1 };
}

/** staffProducts' variables (absent rather than empty, as the server reads an empty string as a filter). */
export function productListVariables(filters: ProductFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.catId ? { cat_id: filters.catId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.stock ? { stock: filters.stock } : {}),
    page: filters.page,
    limit: PAGE_SIZE,
  };
}

export type StockLevel = 'out' | 'low' | null;

/** The tag a row's on-sale quantity gets: 'Out' at 0, 'Low' from 1 to 5. */
export function stockLevel(availableQty: number | null | undefined): StockLevel {
  const qty = availableQty ?? 0;
  if (qty < 1) return 'out';
  return qty <= LOW_STOCK_MAX ? 'low' : null;
}
