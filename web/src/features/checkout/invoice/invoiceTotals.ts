// The invoice's arithmetic (shopping.md §9), in integer paisa so 10 % of RS 1234.55 is RS 123.46
// (half away from zero, as the server rounds). The server recomputes everything at placement.

import { toPaisa, toRupees } from '../../../shared/format/paisa';

export { lineTotal, toPaisa, toRupees } from '../../../shared/format/paisa';

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
  const paisa =
    coupon.discount_type === '%'
      ? toPaisa((goods * value) / 10000)
      : coupon.discount_type === 'fix'
        ? toPaisa(value)
        : 0;
  return toRupees(Math.min(paisa, goods));
}

/** Total payable = cart grandTotal minus the coupon discount, never below zero. */
export function totalPayable(grandTotal: number | null | undefined, discount: number): number {
  return toRupees(Math.max(0, toPaisa(grandTotal) - toPaisa(discount)));
}
