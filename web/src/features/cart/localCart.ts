// The visitor's cart (shopping.md §1, §6): kept in localStorage as product snapshots with
// quantities until sign-in merges it into the server cart. Other tabs see changes through the
// 'storage' event.
import type { ProductCardData } from '../../shared/catalogue/product';
import type { Cart, CartLine } from './cartTotals';
import { maxCartQty } from './cartRules';
import { cartSession, cartStore, LOCAL_CART_KEY } from './cartStore';

export { LOCAL_CART_KEY };

export type LocalProduct = Pick<
  ProductCardData,
  | '_id'
  | 'title'
  | 'slug'
  | 'price'
  | 'price_was'
  | 'picture'
  | 'picture_thumb'
  | 'available_qty'
  | 'limit_max_qty_in_cart'
>;

export interface LocalCartLine {
  product: LocalProduct;
  qty: number;
  /** When the line was first added (newest first, like the server's lines). */
  added_at: string;
}

function snapshot(p: ProductCardData): LocalProduct {
  return {
    _id: p._id,
    title: p.title ?? null,
    slug: p.slug ?? null,
    price: p.price ?? null,
    price_was: p.price_was ?? null,
    picture: p.picture ?? null,
    picture_thumb: p.picture_thumb ?? null,
    available_qty: p.available_qty ?? null,
    limit_max_qty_in_cart: p.limit_max_qty_in_cart ?? null,
  };
}

function isLine(value: unknown): value is LocalCartLine {
  const v = value as LocalCartLine | null;
  return !!v && typeof v === 'object' && typeof v.product?._id === 'string' && Number.isInteger(v.qty) && v.qty > 0;
}

export function readLocalCart(): LocalCartLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(lines: LocalCartLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
  } catch {
    // Private mode or a full quota: the visitor's cart then lives only as long as the page.
  }
}

export function clearLocalCart(): void {
  writeLocalCart([]);
}

/**
 * Adds `delta` (1 or -1) of a product, within its stock and purchase limit; a line reaching 0 goes.
 * Returns the new lines, or null when the change is refused (nothing is written then).
 */
export function changeLocalQty(product: ProductCardData, delta: number, now = new Date()): LocalCartLine[] | null {
  const lines = readLocalCart();
  const at = lines.findIndex((l) => l.product._id === product._id);
  const current = lines[at]?.qty ?? 0;
  const next = current + delta;
  if (delta > 0 && next > maxCartQty(product)) return null;
  let out: LocalCartLine[];
  if (next <= 0) out = lines.filter((_, i) => i !== at);
  else if (at >= 0) out = lines.map((l, i) => (i === at ? { ...l, qty: next, product: snapshot(product) } : l));
  else out = [{ product: snapshot(product), qty: next, added_at: now.toISOString() }, ...lines];
  writeLocalCart(out);
  return out;
}

/** The local lines in the server Cart's shape, so the controls read both the same way. */
export function localCartAsCart(lines: LocalCartLine[], deliveryCharges: number): Cart {
  let total = 0;
  const items: CartLine[] = lines.map(({ product: p, qty, added_at }) => {
    total += Math.round((p.price ?? 0) * 100) * qty;
    return {
      product_id: p._id,
      title: p.title ?? null,
      slug: p.slug ?? null,
      price: p.price ?? null,
      price_was: p.price_was ?? null,
      tax_total: null,
      taxable: null,
      qty,
      limit_max_qty_in_cart: p.limit_max_qty_in_cart ?? null,
      picture_thumb: p.picture_thumb ?? null,
      available_qty: p.available_qty ?? null,
      status: null,
      updated_at: added_at,
    };
  });
  const delivery = items.length > 0 ? Math.round(deliveryCharges * 100) : 0;
  return {
    _id: null,
    customer_id: null,
    items,
    totalPrice: total / 100,
    totalTax: 0,
    deliveryCharges: delivery / 100,
    grandTotal: (total + delivery) / 100,
    updated_at: null,
    error: null,
  };
}

/** Shows the visitor's local cart in the cart store. */
export function showLocalCart(): void {
  cartStore.setCart(localCartAsCart(readLocalCart(), cartSession.deliveryCharges));
}
