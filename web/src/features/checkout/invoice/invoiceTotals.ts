// The invoice's arithmetic (shopping.md §9), in integer paisa so 10 % of RS 1234.55 is RS 123.46
// (half away from zero, as the server rounds). The server recomputes everything at placement.

/** Rupees (2 decimals) as integer paisa. */
export function toPaisa(rupees: number | null | undefined): number {
  const n = typeof rupees === 'number' && Number.isFinite(rupees) ? rupees : 0;
  // Scaled floats such as 1.005 * 100 = 100.49999…: trim the float noise before rounding.
  const scaled = Math.round(n * 100 * 1e6) / 1e6;
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

export function toRupees(paisa: number): number {
  return paisa / 100;
}

export interface CouponLike {
  discount_type: string;
  discount_value: number;
}

/**
 * The coupon's discount on the cart: 'fix' is an amount, '%' a percent of totalPrice. It never
 * exceeds the goods' total (a discount cannot pay the delivery or the tax).
 */
export function couponDiscount(coupon: CouponLike | null | undefined, totalPrice: number | null | undefined): number {
  if (!coupon) return 0;
  const goods = toPaisa(totalPrice);
  const value = Number(coupon.discount_value);
  if (!Number.isFinite(value) || value <= 0 || goods <= 0) return 0;
  const paisa = coupon.discount_type === '%' ? toPaisa((goods * value) / 10000) : coupon.discount_type === 'fix' ? toPaisa(value) : 0;
  return toRupees(Math.min(paisa, goods));
}

/** Total payable = cart grandTotal minus the coupon discount, never below zero. */
export function totalPayable(grandTotal: number | null | undefined, discount: number): number {
  return toRupees(Math.max(0, toPaisa(grandTotal) - toPaisa(discount)));
}

/** A line's total: price times quantity, exact to the paisa. */
export function lineTotal(price: number | null | undefined, qty: number | null | undefined): number {
  return toRupees(toPaisa(price) * Math.max(0, qty ?? 0));
}
