// The weekly slot template as the console shows and sends it: slots grouped by day in week order (Mon
// first, as the shop plans its week), times moved between the API's HH:mm and the time pickers, the save
// input built from the slot form, and the dates a slot is closed on that still lie ahead.
import { dayjs } from '../../../shared/format/dates';
import type { StaffSaveSlotMutationVariables } from '../slots.generated';
import { API_DATE } from '../staff/consoleFormat';

type StaffSlotInput = StaffSaveSlotMutationVariables['input'];

export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const API_TIME = 'HH:mm';

export interface TemplateSlot {
  _id?: string | null;
  day?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  max_order_limit?: number | null;
  enabled?: boolean | null;
  blocked_dates?: readonly (string | null)[] | null;
  version?: number | null;
}

export function isWeekDay(day: string | null | undefined): day is WeekDay {
  return WEEK_DAYS.includes(day as WeekDay);
}

/** Every day of the week, Mon … Sun, each with its slots by start time (a day without slots is empty). */
export function slotsByDay<S extends TemplateSlot>(slots: readonly (S | null)[]): { day: WeekDay; slots: S[] }[] {
  return WEEK_DAYS.map((day) => ({
    day,
    slots: slots
      .filter((s): s is S => !!s && s.day === day)
      .sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? '')),
  }));
}

/** An HH:mm time as a time picker's value (null when it is not HH:mm). */
export function pickerTime(time: string | null | undefined): dayjs.Dayjs | null {
  const parsed = dayjs(time ?? '', API_TIME, true);
  return parsed.isValid() ? parsed : null;
}

/** A time picker's value as the API's HH:mm (empty when none). */
export function apiTime(value: dayjs.Dayjs | null | undefined): string {
  return value && value.isValid() ? value.format(API_TIME) : '';
}

export interface SlotFormValues {
  day: WeekDay;
  start: dayjs.Dayjs | null;
  end: dayjs.Dayjs | null;
  limit: number | null;
}

/** The form's first values: a slot's own, or a new slot on a day (no times, a limit to start from). */
export function slotFormValues(slot: TemplateSlot | null, day: WeekDay = 'Mon'): SlotFormValues {
  if (!slot) return { day, start: null, end: null, limit: 10 };
  return {
    day: isWeekDay(slot.day) ? slot.day : day,
    start: pickerTime(slot.start_time),
    end: pickerTime(slot.end_time),
    limit: slot.max_order_limit ?? null,
  };
}

/** staffSaveSlot's input: a new slot without _id, an edit with the slot's _id and the version it was read at. */
export function slotInput(values: SlotFormValues, slot: TemplateSlot | null): StaffSlotInput {
  const input: StaffSlotInput = {
    day: values.day,
    start_time: apiTime(values.start),
    end_time: apiTime(values.end),
    max_order_limit: values.limit ?? 0,
  };
  return slot?._id ? { _id: slot._id, version: slot.version ?? 0, ...input } : input;
}

/** The weekday (Mon … Sun) of a YYYY-MM-DD date, in English as the API names days. */
export function weekDayOf(date: string): WeekDay | null {
  const parsed = dayjs(date, API_DATE, true);
  if (!parsed.isValid()) return null;
  return WEEK_DAYS[(parsed.day() + 6) % 7] ?? null;
}

/** The slots of a date's weekday, by start time. */
export function slotsOnDate<S extends TemplateSlot>(slots: readonly (S | null)[], date: string): S[] {
  const day = weekDayOf(date);
  return slotsByDay(slots).find((d) => d.day === day)?.slots ?? [];
}

/** The dates a slot is closed on from today on (YYYY-MM-DD compare as text), ascending. */
export function comingBlockedDates(slot: TemplateSlot, today: string): string[] {
  return (slot.blocked_dates ?? []).filter((d): d is string => !!d && d >= today).sort((a, b) => a.localeCompare(b));
}

/** True when the slot is already closed on that date. */
export function isBlockedOn(slot: TemplateSlot, date: string): boolean {
  return (slot.blocked_dates ?? []).includes(date);
}

/** How far ahead a date can be closed: beyond the two weeks customers can book, for holidays planned early. */
export const BLOCK_WEEKS = 8;

/** The slots a date can be closed for: its weekday's slots (enabled or not), by start time. */
export function blockChoices<S extends TemplateSlot>(slots: readonly (S | null)[], date: string): S[] {
  return slotsOnDate(slots, date).filter((s) => !!s._id);
}
