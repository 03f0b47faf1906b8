// Dates and money as the console shows them: the shop's days (Asia/Karachi, YYYY-MM-DD as the staff API
// takes them), slot times as the store shows them, amounts with the store's currency.
import { dayjs, DATE_FORMATS, formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { useSettings } from '../../../shared/settings/storeSettings';
import { TIME_ZONE } from '../../../shared/config';

export const API_DATE = 'YYYY-MM-DD';

/** Today (offset 0) or another day in the shop's time zone, as the staff API names days. */
export function shopDate(offsetDays = 0, now: Date = new Date()): string {
  return dayjs(now).tz(TIME_ZONE).add(offsetDays, 'day').format(API_DATE);
}

/** 'HH:mm' as 'hh:mm A'. */
export function clock(time: string | null | undefined): string {
  const parsed = dayjs(time ?? '', 'HH:mm', true);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.time) : (time ?? '');
}

export function slotTimes(slot: { start_time?: string | null; end_time?: string | null }): string {
  return `${clock(slot.start_time)} – ${clock(slot.end_time)}`;
}

/** A YYYY-MM-DD day as the store writes dates. */
export function dayText(date: string | null | undefined): string {
  const parsed = dayjs(date ?? '', API_DATE, true);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.date) : (date ?? '');
}

export function instantText(value: string | null | undefined): string {
  return formatDate(value, DATE_FORMATS.history);
}

/** Formats amounts with the store's currency label. */
export function useMoney(): (amount: number | null | undefined) => string {
  const { currency } = useSettings();
  return (amount) => formatMoney(currency, amount);
}
