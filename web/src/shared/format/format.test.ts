import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from './dates';
import { formatMoney } from './money';

describe('dates in Asia/Karachi', () => {
  it('shows a UTC instant in Karachi time (UTC+5) in the spec formats', () => {
    const utc = '2026-11-22T19:30:00.000Z';
    expect(formatDate(utc, DATE_FORMATS.time)).toBe('12:30 AM');
    expect(formatDate(utc, DATE_FORMATS.date)).toBe('Mon, Nov 23rd 2026');
    expect(formatDate(utc, DATE_FORMATS.order)).toBe('Mon 23rd Nov 2026 ~ 12:30 AM');
    expect(formatDate(utc, DATE_FORMATS.history)).toBe('2026-11-23 00:30');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('money', () => {
  it('shows the currency and 2 decimals', () => {
    expect(formatMoney('RS', 1250)).toBe('RS 1250.00');
    expect(formatMoney('RS', 99.5)).toBe('RS 99.50');
    expect(formatMoney('RS', null)).toBe('RS 0.00');
  });
});

describe('money through Intl', () => {
  it('rounds as toFixed(2) did and never shows a minus zero', () => {
    expect(formatMoney('RS', 1.005)).toBe('RS 1.00');
    expect(formatMoney('RS', 123456.789)).toBe('RS 123456.79');
    expect(formatMoney('RS', -0)).toBe('RS 0.00');
    expect(formatMoney('RS', -12.5)).toBe('RS -12.50');
  });
});
