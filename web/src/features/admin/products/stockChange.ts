// The 'Adjust stock' modal's arithmetic: 'received' adds units, 'damaged' takes them off, 'count' sets the
// number counted on the shelf (the contract's reasons). The modal shows before -> after from this and
// sends staffAdjustStock's change or set_to; the server checks again (never below 0).
export const STOCK_REASONS = ['received', 'damaged', 'count'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The units on sale after the change, or null while the number is missing or not allowed. */
export function stockAfter(before: number, reason: StockReason, amount: number | null | undefined): number | null {
  if (amount == null || !Number.isInteger(amount)) return null;
  if (reason === 'count') return amount >= 0 ? amount : null;
  if (amount < 1) return null;
  const after = reason === 'received' ? before + amount : before - amount;
  return after >= 0 ? after : null;
}

/** staffAdjustStock's variables for a reason and its number (change for received/damaged, set_to for count). */
export function stockVariables(
  product: { id: string; version: number },
  reason: StockReason,
  amount: number,
  note: string | null | undefined,
) {
  const trimmed = note?.trim();
  return {
    product_id: product.id,
    version: product.version,
    reason,
    ...(reason === 'count' ? { set_to: amount } : { change: amount }),
    ...(trimmed ? { note: trimmed } : {}),
  };
}
