// ordersQuery's variables (shopping.md §7): the first call asks for the default page size from 0 with
// an empty filter; a page change asks for that page with the customer's id in the filter. The server
// lists only the signed-in customer's orders whatever the filter says.
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 30;

export interface OrdersVariables {
  first: number;
  after: number;
  filter: string;
}

export function firstPageVariables(): OrdersVariables {
  return { first: DEFAULT_PAGE_SIZE, after: 0, filter: JSON.stringify({}) };
}

export function pageVariables(page: number, pageSize: number, userId: string): OrdersVariables {
  return { first: pageSize, after: pageSize * (page - 1), filter: JSON.stringify({ 'customer._id': userId }) };
}
