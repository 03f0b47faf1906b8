// Dates are stored in UTC and always shown in Asia/Karachi.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { TIME_ZONE } from '../config';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);
dayjs.extend(relativeTime);
dayjs.extend(customParseFormat);
dayjs.tz.setDefault(TIME_ZONE);

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
