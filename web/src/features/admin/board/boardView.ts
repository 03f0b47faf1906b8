// The board's arrangement of the server's answer: slots in time order, each slot's orders filtered by the
// chosen status and ordered along the order's way (new first, delivered last), and how full a slot is.
import type { StaffBoardQuery } from '../admin.generated';

type Board = NonNullable<StaffBoardQuery['staffOrderBoard']>;
export type BoardSlot = NonNullable<NonNullable<Board['slots']>[number]>;
export type BoardOrder = NonNullable<NonNullable<BoardSlot['orders']>[number]>;

/** The statuses along an order's way (domain/order_status.cpp), for sorting and the filter chips. */
export const STATUS_ORDER = [
  'unconfirmed',
  'new',
  'picking',
  'pending',
  'in-review',
  'ready-to-dispatch',
  'collection',
  'dispatched',
  'delivered',
  'completed',
  'canceled',
  'declined',
  'refunded',
] as const;

function statusRank(status: string | null | undefined): number {
  const rank = STATUS_ORDER.indexOf((status ?? '') as (typeof STATUS_ORDER)[number]);
  return rank < 0 ? STATUS_ORDER.length : rank;
}

export interface SlotView {
  slot: BoardSlot;
  orders: BoardOrder[];
}

/** Slots by date then start time; orders of the chosen status (all when null) by status, then serial. */
export function arrangeBoard(
  slots: ReadonlyArray<BoardSlot | null> | null | undefined,
  status: string | null,
): SlotView[] {
  return (slots ?? [])
    .filter((s): s is BoardSlot => s !== null)
    .slice()
    .sort(
      (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.start_time ?? '').localeCompare(b.start_time ?? ''),
    )
    .map((slot) => ({
      slot,
      orders: (slot.orders ?? [])
        .filter((o): o is BoardOrder => o !== null && (status === null || o.status === status))
        .sort((a, b) => statusRank(a.status) - statusRank(b.status) || (a.serial ?? '').localeCompare(b.serial ?? '')),
    }));
}

/** A slot with no room left (its load at or over max_order_limit). */
export function isFull(slot: Pick<BoardSlot, 'load' | 'max_order_limit'>): boolean {
  return (slot.max_order_limit ?? 0) > 0 && (slot.load ?? 0) >= (slot.max_order_limit ?? 0);
}

export function loadPercent(slot: Pick<BoardSlot, 'load' | 'max_order_limit'>): number {
  const max = slot.max_order_limit ?? 0;
  if (max <= 0) return 0;
  return Math.min(100, Math.round(((slot.load ?? 0) / max) * 100));
}

/** The status chips: the server's counts in the order's way, empty statuses left out. */
export function statusChips(
  counts: ReadonlyArray<{ status?: string | null; count?: number | null } | null> | null | undefined,
): { status: string; count: number }[] {
  return (counts ?? [])
    .filter((c): c is { status: string; count: number } => !!c?.status && (c.count ?? 0) > 0)
    .map((c) => ({ status: c.status, count: c.count }))
    .sort((a, b) => statusRank(a.status) - statusRank(b.status));
}
