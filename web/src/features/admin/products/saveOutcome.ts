// How the product form shows a refused save: the message next to the field the server's error.details
// names, a stale version (PRODUCT_CHANGED) as a warning with 'Reload', anything else above the form.
import type { ProductFormValues } from './productChanges';

export type SaveProblem =
  | { kind: 'field'; field: keyof ProductFormValues; message: string }
  | { kind: 'changed'; message: string }
  | { kind: 'alert'; message: string };

// The input fields the contract's details name, as the form calls them (status is the 'Published' switch).
const FIELD_OF: Record<string, keyof ProductFormValues> = {
  title: 'title',
  slug: 'slug',
  short_description: 'short_description',
  details: 'details',
  brand: 'brand',
  barcode: 'barcode',
  price: 'price',
  price_was: 'price_was',
  taxable: 'taxable',
  type_id: 'type_id',
  limit_max_qty_in_cart: 'limit_max_qty_in_cart',
  cat_id: 'cat_id',
  status: 'published',
};

export function saveProblem(
  error: { code?: string | null; textCode?: string | null; details?: string | null },
  message: string,
): SaveProblem {
  if (error.textCode === 'PRODUCT_CHANGED') return { kind: 'changed', message };
  const field = error.details ? FIELD_OF[error.details] : undefined;
  return field ? { kind: 'field', field, message } : { kind: 'alert', message };
}
