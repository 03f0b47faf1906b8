// Dates are stored in UTC and always shown in Asia/Karachi, in the active language's dayjs locale
// (shared/i18n/language.ts; English is built into dayjs, another language imports its dayjs/locale file).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { TIME_ZONE } from '../config';
import { LOCALE } from '../i18n/language';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);
dayjs.extend(relativeTime);
dayjs.extend(customParseFormat);
dayjs.tz.setDefault(TIME_ZONE);
dayjs.locale(LOCALE);

export const DATE_FORMATS = {
  date: 'ddd, MMM Do YYYY',
  time: 'hh:mm A',
  order: 'ddd Do MMM YYYY ~ hh:mm A',
  history: 'YYYY-MM-DD HH:mm',
  display: 'DD-MM-YYYY',
} as const;

/** A UTC instant (ISO text or Date) as a dayjs in Karachi time. */
export function inKarachi(value: string | number | Date): dayjs.Dayjs {
  return dayjs.utc(value).tz(TIME_ZONE);
}

export function formatDate(
  value: string | number | Date | null | undefined,
  format: string = DATE_FORMATS.date,
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = inKarachi(value);
  return d.isValid() ? d.format(format) : '';
}

export function fromNow(value: string | number | Date): string {
  return inKarachi(value).fromNow();
}

export { dayjs };
