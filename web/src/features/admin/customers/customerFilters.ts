// The customer list's search and page live in the URL query (?q=&page=), so Back from a customer returns
// to the same list and a shared link opens it; these turn the query into staffCustomers' variables and
// back, and name a customer the way the console shows them.
export const CUSTOMER_PAGE_SIZE = 25;
/** How long typing pauses before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface CustomerFilters {
  search: string;
  page: number;
}

export function customerFiltersFromQuery(query: URLSearchParams): CustomerFilters {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return { search: (query.get('q') ?? '').trim(), page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** Empty search and page 1 are left out, so the plain list's link is bare. */
export function queryFromCustomerFilters(filters: CustomerFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set('q', filters.search);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** staffCustomers' variables (no search rather than an empty one). */
export function customerListVariables(filters: CustomerFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    page: filters.page,
    limit: CUSTOMER_PAGE_SIZE,
  };
}

/** 'Ali Raza'; a customer without a name is shown by their phone or e-mail. */
export function customerName(c: {
  fname?: string | null;
  lname?: string | null;
  phone?: string | null;
  email?: string | null;
}): string {
  const name = [c.fname, c.lname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || c.phone || c.email || '';
}

export const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;
export const orderPath = (serial: string) => `/admin/orders/${encodeURIComponent(serial)}`;
