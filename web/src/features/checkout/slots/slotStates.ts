// The weekly slot grid's rules (shopping.md §4 "Time slot states"), pure so they are tested without a
// browser. They mirror the server's own checks at placement; the server's answer is the one that counts.
import { dayjs, DATE_FORMATS } from '../../../shared/format/dates';
import { TIME_ZONE } from '../../../shared/config';

export type SlotState = 'Closed' | 'Not Available' | 'Booked' | 'Available' | 'Selected';

/** The slot fields the grid reads (a DeliverySlot from the API). */
export interface SlotData {
  _id?: string | null;
  day?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  blocked_dates?: string | null;
  max_order_limit?: number | null;
}

export interface SlotRules {
  /** Minutes between now and the first bookable start (setting timeslot_pre_gap). */
  preGapMinutes: number;
  /** How many days, today included, can be booked (setting timeslot_days_to_show). */
  daysToShow: number;
}

/** The spec's pre-gap default is 5 minutes; it leaves days-to-show open, and we show a week. */
export const DEFAULT_PRE_GAP_MINUTES = 5;
export const DEFAULT_DAYS_TO_SHOW = 7;
export const WEEKS = 2;
export const SLOT_REFRESH_MS = 300_000;

function positiveNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The rules from the store settings (numbers or numeric text), with the defaults above. */
export function slotRules(settings: { timeslot_pre_gap?: unknown; timeslot_days_to_show?: unknown }): SlotRules {
  return {
    preGapMinutes: positiveNumber(settings.timeslot_pre_gap, DEFAULT_PRE_GAP_MINUTES),
    daysToShow: Math.max(1, Math.floor(positiveNumber(settings.timeslot_days_to_show, DEFAULT_DAYS_TO_SHOW))),
  };
}

/** Today's date in Karachi, at midnight there. */
export function karachiToday(now: dayjs.Dayjs | Date | number): dayjs.Dayjs {
  return dayjs(now).tz(TIME_ZONE).startOf('day');
}

/** The 7 Karachi dates of week 1 (from today) or week 2 (the 7 after). */
export function weekDates(now: dayjs.Dayjs | Date | number, week: number): dayjs.Dayjs[] {
  const first = karachiToday(now).add(7 * (week - 1), 'day');
  return Array.from({ length: 7 }, (_, i) => first.add(i, 'day'));
}

/** A Karachi date plus a Karachi 'HH:mm' as an instant. */
export function atLocalTime(date: dayjs.Dayjs, time: string): dayjs.Dayjs {
  return dayjs.tz(`${date.format('YYYY-MM-DD')} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE);
}

/** The slot's start and end instants on a date (an end at or before the start is the next day). */
export function slotWindow(date: dayjs.Dayjs, slot: SlotData): { start: dayjs.Dayjs; end: dayjs.Dayjs } {
  const start = atLocalTime(date, slot.start_time ?? '00:00');
  let end = atLocalTime(date, slot.end_time ?? slot.start_time ?? '00:00');
  if (!end.isAfter(start)) end = end.add(1, 'day');
  return { start, end };
}

export function dateText(date: dayjs.Dayjs): string {
  return date.format(DATE_FORMATS.display);
}

export function isBlocked(slot: SlotData, date: dayjs.Dayjs): boolean {
  const text = dateText(date);
  return (slot.blocked_dates ?? '')
    .split(',')
    .map((d) => d.trim())
    .includes(text);
}

export interface SlotStateInput {
  slot: SlotData;
  date: dayjs.Dayjs;
  now: dayjs.Dayjs | Date | number;
  rules: SlotRules;
  /** Orders already booked for this slot on this date; undefined when the counts are missing. */
  totalOrders?: number | null;
  selected?: boolean;
}

/** Closed, then Not Available, then Booked, in the spec's order; otherwise Available or Selected. */
export function slotState({ slot, date, now, rules, totalOrders, selected = false }: SlotStateInput): SlotState {
  const limit = slot.max_order_limit ?? 0;
  const full = limit > 0 && typeof totalOrders === 'number' && totalOrders >= limit;
  const { start } = slotWindow(date, slot);
  const earliest = dayjs(now).add(rules.preGapMinutes, 'minute');
  if (full || start.isBefore(earliest)) return 'Closed';
  const lastDate = karachiToday(now).add(rules.daysToShow - 1, 'day');
  if (date.startOf('day').isAfter(lastDate)) return 'Not Available';
  if (isBlocked(slot, date)) return 'Booked';
  return selected ? 'Selected' : 'Available';
}

export function isBookable(state: SlotState): boolean {
  return state === 'Available' || state === 'Selected';
}

/** The distinct start times of the slots, in order: the grid's rows. */
export function slotRows(slots: readonly SlotData[]): string[] {
  return [...new Set(slots.map((s) => s.start_time).filter((t): t is string => !!t))].sort();
}

/** The slot of a weekday ('Mon' … 'Sun') starting at a time, if the store has one. */
export function slotAt(slots: readonly SlotData[], weekday: string, startTime: string): SlotData | undefined {
  return slots.find((s) => s.day === weekday && s.start_time === startTime);
}

/** Booked-order counts by start instant (ms), from getTotalOrdersForSlots' results. */
export function countsByStart(
  results: ReadonlyArray<{ cnt?: number | null; start_time?: string | null } | null> | null | undefined,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const r of results ?? []) {
    if (!r?.start_time) continue;
    const at = dayjs.utc(r.start_time);
    if (at.isValid()) counts.set(at.valueOf(), r.cnt ?? 0);
  }
  return counts;
}
