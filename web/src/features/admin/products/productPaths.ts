// Where the console's product pages live (the list links rows to the form, the form goes back).
export const PRODUCTS_PATH = '/admin/products';

export const productPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
