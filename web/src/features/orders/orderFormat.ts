// How orders show their dates and slots (shopping.md §9 formats, Asia/Karachi).
import { dayjs, DATE_FORMATS, formatDate } from '../../shared/format/dates';

export interface SlotLike {
  date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
}

/** 'HH:mm' as 'hh:mm A'; anything else as it is. */
export function clockTime(time: string | null | undefined): string {
  const t = dayjs(time ?? '', 'HH:mm', true);
  return t.isValid() ? t.format(DATE_FORMATS.time) : (time ?? '');
}

/** The delivery schedule: date and start-to-end time. */
export function slotText(slot: SlotLike | null | undefined): string {
  if (!slot?.date) return '';
  const times = slot.start_time ? ` ${clockTime(slot.start_time)} - ${clockTime(slot.end_time)}` : '';
  return `${slot.date}${times}`;
}

export function orderDate(createdAt: string | null | undefined): string {
  return formatDate(createdAt, DATE_FORMATS.order);
}
