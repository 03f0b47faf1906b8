// The re-order table's rules (shopping.md §2 Re-order, §5): only published items can be bought;
// quantities start at the past order's (within today's stock and the item limit), plus stops at the
// limit or the stock, minus at 0; lines at 0 are left out of makeReorder's orderData.
import { lineTotal, toPaisa, toRupees } from '../../../shared/format/paisa';
import { t } from '../texts';

export interface ReorderItemData {
  _id?: string | null;
  qty?: number | null;
  available_qty?: number | null;
  limit_max_qty_in_cart?: number | null;
  price?: number | null;
  price_was?: number | null;
  status?: string | null;
}

export const REORDER_MESSAGES = {
  nothing: t('orders.reorder.nothing'),
  success: t('orders.reorder.success'),
  failure: t('orders.reorder.failure'),
  outOfStock: t('orders.reorder.outOfStock'),
} as const;

export function isPurchasable(item: ReorderItemData): boolean {
  return item.status === 'published';
}

/** The most that can be asked for: the item limit (when above 0) and the stock. */
export function maxQty(item: ReorderItemData): number {
  const stock = Math.max(0, item.available_qty ?? 0);
  const limit = item.limit_max_qty_in_cart ?? 0;
  return limit > 0 ? Math.min(limit, stock) : stock;
}

export function initialQty(item: ReorderItemData): number {
  if (!isPurchasable(item)) return 0;
  return Math.max(0, Math.min(item.qty ?? 0, maxQty(item)));
}

export function canIncrease(item: ReorderItemData, qty: number): boolean {
  return isPurchasable(item) && qty < maxQty(item);
}

export function canDecrease(qty: number): boolean {
  return qty > 0;
}

/** What price_was above price saves on the line. */
export function lineSavings(item: ReorderItemData, qty: number): number {
  const cut = toPaisa(item.price_was) - toPaisa(item.price);
  return cut > 0 ? toRupees(cut * qty) : 0;
}

export function reorderTotal(items: readonly ReorderItemData[], qtys: ReadonlyMap<string, number>): number {
  return toRupees(items.reduce((sum, i) => sum + toPaisa(lineTotal(i.price, qtys.get(i._id ?? '') ?? 0)), 0));
}

/** makeReorder's orderData: purchasable lines with a quantity above 0. */
export function orderData(
  items: readonly ReorderItemData[],
  qtys: ReadonlyMap<string, number>,
): { _id: string; qty: number }[] {
  return items.flatMap((i) => {
    const qty = qtys.get(i._id ?? '') ?? 0;
    return i._id && isPurchasable(i) && qty > 0 ? [{ _id: i._id, qty }] : [];
  });
}
