// The order's history (shopping.md §2 Order detail): its status notes, newest first, the ones saying
// 'Status Updated to …' marked with that status (bold, with its icon), then 'Order placed {relative time}'.
import { DATE_FORMATS, formatDate, fromNow } from '../../../shared/format/dates';
import { t } from '../texts';

export const TIMELINE_STATUSES = [
  'collection',
  'dispatched',
  'completed',
  'delivered',
  'canceled',
  'refunded',
  'pending',
] as const;
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];

export interface TimelineEntry {
  text: string;
  /** 'YYYY-MM-DD HH:mm' in Karachi; empty when unknown. */
  time: string;
  /** Set for 'Status Updated to …' notes (bold); icon is one of TIMELINE_STATUSES or null. */
  statusUpdate: boolean;
  icon: TimelineStatus | 'placed' | null;
}

const PLACED = 'order placed';
const STATUS_UPDATE = /Status Updated to\s+([\w-]+)/i;

export function statusOfNote(note: string): { update: boolean; icon: TimelineStatus | null } {
  const match = STATUS_UPDATE.exec(note);
  if (!match) return { update: false, icon: null };
  const status = match[1]!.toLowerCase();
  return {
    update: true,
    icon: (TIMELINE_STATUSES as readonly string[]).includes(status) ? (status as TimelineStatus) : null,
  };
}

export function timelineEntries(
  notes: ReadonlyArray<{ note?: string | null; created_at?: string | null } | null> | null | undefined,
  createdAt: string | null | undefined,
): TimelineEntry[] {
  const entries: TimelineEntry[] = (notes ?? [])
    // The note the server writes at placement is the closing 'Order placed …' line already.
    .filter(
      (n): n is { note: string; created_at?: string | null } => !!n?.note && n.note.trim().toLowerCase() !== PLACED,
    )
    .map((n, i) => ({ n, i }))
    // Newest first; notes with the same time keep their reverse order of arrival.
    .sort((a, b) => (b.n.created_at ?? '').localeCompare(a.n.created_at ?? '') || b.i - a.i)
    .map(({ n }) => {
      const { update, icon } = statusOfNote(n.note);
      return { text: n.note, time: formatDate(n.created_at, DATE_FORMATS.history), statusUpdate: update, icon };
    });
  entries.push({
    text: t('orders.placed', { when: createdAt ? fromNow(createdAt) : '' }).trim(),
    time: formatDate(createdAt, DATE_FORMATS.history),
    statusUpdate: false,
    icon: 'placed',
  });
  return entries;
}
