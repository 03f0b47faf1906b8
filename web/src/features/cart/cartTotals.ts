// Cart totals (shopping.md §9); line states and canCheckout are in lineStates.ts. The server's own figures
// (sub total, tax, delivery, grand total) are taken as they come; the client derives only the line
// count and the savings. Sums run in whole paisa so 0.1 + 0.2 never shows as 0.30000000000000004.
import type { CartFieldsFragment, CartItemFieldsFragment } from '../../shared/cart/cartFields.generated';

export type Cart = CartFieldsFragment;
export type CartLine = CartItemFieldsFragment;

export interface CartTotals {
  /** Number of lines (the header badge), not of units. */
  totalItems: number;
  totalPrice: number;
  totalTax: number;
  deliveryCharges: number;
  grandTotal: number;
  /** What price_was above price saves on the lines that have one. */
  savedTotal: number;
  /** The same lines at their old prices (totalPrice + savedTotal). */
  wasTotal: number;
}

export const EMPTY_TOTALS: CartTotals = {
  totalItems: 0,
  totalPrice: 0,
  totalTax: 0,
  deliveryCharges: 0,
  grandTotal: 0,
  savedTotal: 0,
  wasTotal: 0,
};

const paisa = (rupees: number | null | undefined): number => Math.round((rupees ?? 0) * 100);
const rupees = (p: number): number => p / 100;

export function cartLines(cart: Cart | null | undefined): CartLine[] {
  return (cart?.items ?? []).filter((l): l is CartLine => !!l);
}

/** The minimum order still missing: min_order_amount above the grand total. */
export function belowMinimumOrder(minOrderAmount: number, totals: CartTotals): boolean {
  return minOrderAmount > totals.grandTotal;
}

/** Over the maximum order (0: none), which the server refuses too (docs/decisions.md). */
export function aboveMaximumOrder(maxOrderAmount: number | undefined, totals: CartTotals): boolean {
  return (maxOrderAmount ?? 0) > 0 && totals.grandTotal > (maxOrderAmount ?? 0);
}

/** The settings' order limits, in rupees; 0 means none. */
export type OrderLimits = { min_order_amount: number; max_order_amount?: number };

export function deriveTotals(cart: Cart | null | undefined): CartTotals {
  if (!cart) return EMPTY_TOTALS;
  const lines = cartLines(cart);
  let saved = 0;
  for (const l of lines) {
    const cut = paisa(l.price_was) - paisa(l.price);
    if (cut > 0) saved += cut * (l.qty ?? 0);
  }
  const totalPrice = paisa(cart.totalPrice);
  return {
    totalItems: lines.length,
    totalPrice: rupees(totalPrice),
    totalTax: rupees(paisa(cart.totalTax)),
    deliveryCharges: rupees(paisa(cart.deliveryCharges)),
    grandTotal: rupees(paisa(cart.grandTotal)),
    savedTotal: rupees(saved),
    wasTotal: rupees(totalPrice + saved),
  };
}
