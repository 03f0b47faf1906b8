// Cart line states and when checkout may start (shopping.md §4 cart line states, §5).
import {
  aboveMaximumOrder,
  belowMinimumOrder,
  cartLines,
  type Cart,
  type CartLine,
  type CartTotals,
  type OrderLimits,
} from './cartTotals';

/** Sold out: available_qty below 1. */
export function isLineSoldOut(line: Pick<CartLine, 'available_qty'>): boolean {
  return (line.available_qty ?? 0) < 1;
}

/** Low stock: some left, but fewer than the cart holds. */
export function isLineLowStock(line: Pick<CartLine, 'available_qty' | 'qty'>): boolean {
  const available = line.available_qty ?? 0;
  return available > 0 && available < (line.qty ?? 0);
}

/** Lines checkout cannot take as they are (the review page's list, the drawer's banner). */
export function unavailableLines(cart: Cart | null | undefined): CartLine[] {
  return cartLines(cart).filter((l) => isLineSoldOut(l) || isLineLowStock(l));
}

/** §5: checkout from the cart needs lines, the minimum order (and no more than the maximum) and no unavailable line. */
export function canCheckout(cart: Cart | null | undefined, totals: CartTotals, limits: OrderLimits): boolean {
  return (
    totals.totalItems > 0 &&
    !belowMinimumOrder(limits.min_order_amount, totals) &&
    !aboveMaximumOrder(limits.max_order_amount, totals) &&
    unavailableLines(cart).length === 0
  );
}
