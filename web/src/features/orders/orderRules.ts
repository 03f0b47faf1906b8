// Order statuses and their rules (shopping.md §4): which quantity counts for the totals, and which
// statuses allow Re-Order.
import { lineTotal, toPaisa, toRupees } from '../../shared/format/paisa';

export const ORDER_STATUSES = [
  'unconfirmed',
  'new',
  'picking',
  'pending',
  'collection',
  'canceled',
  'declined',
  'refunded',
  'in-review',
  'ready-to-dispatch',
  'dispatched',
  'delivered',
  'completed',
] as const;

const NO_REORDER = new Set(['refunded', 'declined', 'canceled', 'delivered', 'completed']);
const DELIVERABLE_QTY = new Set(['ready-to-dispatch', 'dispatched', 'delivered', 'completed']);

export function canReorder(status: string | null | undefined): boolean {
  return !!status && !NO_REORDER.has(status);
}

export type QuantityRule = 'picked' | 'deliverable' | 'ordered';

/** Picked quantities while in review, deliverable ones from ready-to-dispatch on, else as ordered. */
export function quantityRule(status: string | null | undefined): QuantityRule {
  if (status === 'in-review') return 'picked';
  if (status && DELIVERABLE_QTY.has(status)) return 'deliverable';
  return 'ordered';
}

export interface OrderLineData {
  _id?: string | null;
  product_id?: string | null;
  title?: string | null;
  price?: number | null;
  price_was?: number | null;
  tax_total?: number | null;
  taxable?: number | null;
  qty?: number | null;
  deliverable_qty?: number | null;
  delivery_status?: string | null;
}

export interface OrderTotalsData {
  status?: string | null;
  items?: ReadonlyArray<OrderLineData | null> | null;
  pickup_data?: ReadonlyArray<{ product_id?: string | null; pickedQty?: number | null } | null> | null;
  discountVoucher?: { discount_type?: string | null; discount_value?: number | null } | null;
  discount_value?: number | null;
  totalPrice?: number | null;
  totalTax?: number | null;
  deliveryCharges?: number | null;
  grandTotal?: number | null;
}

export interface OrderLine {
  item: OrderLineData;
  qty: number;
  total: number;
}

export interface OrderTotals {
  lines: OrderLine[];
  subTotal: number;
  tax: number;
  deliveryCharges: number;
  discount: number;
  grandTotal: number;
  savings: number;
  /** Savings as a percent of the sub total, 2 decimals ('0.00' without savings). */
  savingsPercent: string;
}

/** The quantity the totals count for a line under the order's status. */
export function countedQty(order: OrderTotalsData, item: OrderLineData): number {
  const ordered = item.qty ?? 0;
  switch (quantityRule(order.status)) {
    case 'picked': {
      const id = item.product_id ?? item._id;
      const picked = order.pickup_data?.find((p) => p?.product_id && p.product_id === id);
      // No pickup entry yet for a line: it still counts as ordered.
      return picked ? Math.max(0, picked.pickedQty ?? 0) : ordered;
    }
    case 'deliverable':
      return Math.max(0, item.deliverable_qty ?? ordered);
    default:
      return ordered;
  }
}

/**
 * The order's figures. For ordered quantities they are the server's own; for picked or deliverable
 * ones they are recomputed: grand total = sub total − discount + delivery + tax, the discount
 * shrinking with the goods when it is a percent.
 */
export function orderTotals(order: OrderTotalsData | null | undefined): OrderTotals {
  if (!order) throw new Error('Missing order');
  const lines = (order.items ?? [])
    .filter((i): i is OrderLineData => !!i)
    .map((item) => {
      const qty = countedQty(order, item);
      return { item, qty, total: lineTotal(item.price, qty) };
    });
  const sum = (f: (l: OrderLine) => number) => lines.reduce((acc, l) => acc + f(l), 0);
  const savingsPaisa = sum((l) => {
    const was = toPaisa(l.item.price_was);
    const now = toPaisa(l.item.price);
    return was > now ? (was - now) * l.qty : 0;
  });

  let subPaisa: number;
  let taxPaisa: number;
  let discountPaisa: number;
  const deliveryPaisa = toPaisa(order.deliveryCharges);
  let grandPaisa: number;
  if (quantityRule(order.status) === 'ordered') {
    subPaisa = toPaisa(order.totalPrice);
    taxPaisa = toPaisa(order.totalTax);
    discountPaisa = toPaisa(order.discount_value);
    grandPaisa = toPaisa(order.grandTotal);
  } else {
    subPaisa = sum((l) => toPaisa(l.total));
    taxPaisa = sum((l) => ((l.item.taxable ?? 0) > 0 ? toPaisa(l.item.tax_total) * l.qty : 0));
    const voucher = order.discountVoucher;
    discountPaisa =
      voucher?.discount_type === '%'
        ? toPaisa((subPaisa * (voucher.discount_value ?? 0)) / 10000)
        : toPaisa(order.discount_value);
    discountPaisa = Math.min(discountPaisa, subPaisa);
    grandPaisa = subPaisa - discountPaisa + deliveryPaisa + taxPaisa;
  }
  // Savings count only while below the sub total.
  const savings = savingsPaisa > 0 && savingsPaisa < subPaisa ? savingsPaisa : 0;
  return {
    lines,
    subTotal: toRupees(subPaisa),
    tax: toRupees(taxPaisa),
    deliveryCharges: toRupees(deliveryPaisa),
    discount: toRupees(discountPaisa),
    grandTotal: toRupees(grandPaisa),
    savings: toRupees(savings),
    savingsPercent: subPaisa > 0 ? ((savings / subPaisa) * 100).toFixed(2) : '0.00',
  };
}
