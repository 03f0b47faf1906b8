// Money arithmetic in integer paisa, so 10 % of RS 1234.55 is RS 123.46 (half away from zero, as the
// server rounds): the invoice (checkout) and the order and re-order views (orders) count the same way.

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

/** A line's total: price times quantity, exact to the paisa. */
export function lineTotal(price: number | null | undefined, qty: number | null | undefined): number {
  return toRupees(toPaisa(price) * Math.max(0, qty ?? 0));
}
