// The add-to-cart control's rules (shopping.md §2 Add-to-cart control), for server and local lines.
import { t } from './texts';

export const MAX_LIMIT_TOOLTIP = t('cart.maxLimit');

interface StockFields {
  available_qty?: number | null;
  limit_max_qty_in_cart?: number | null;
}

/** The most a cart may hold: the stock, and the purchase limit when it is above 0. */
export function maxCartQty(p: StockFields): number {
  const available = Math.max(0, p.available_qty ?? 0);
  const limit = p.limit_max_qty_in_cart ?? 0;
  return limit > 0 ? Math.min(available, limit) : available;
}

/** The control is hidden when available_qty is below 1. */
export function controlHidden(p: StockFields): boolean {
  return (p.available_qty ?? 0) < 1;
}

export interface PlusState {
  disabled: boolean;
  /** Set when the purchase limit (not the stock) stops the plus button. */
  tooltip: string | null;
}

/** Plus is disabled at or above the stock, or at the purchase limit (with its tooltip). */
export function plusState(p: StockFields, inCart: number): PlusState {
  const limit = p.limit_max_qty_in_cart ?? 0;
  if (limit > 0 && inCart >= limit) return { disabled: true, tooltip: MAX_LIMIT_TOOLTIP };
  if ((p.available_qty ?? 0) <= inCart) return { disabled: true, tooltip: null };
  return { disabled: false, tooltip: null };
}
