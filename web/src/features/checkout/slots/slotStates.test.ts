import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../shared/format/dates';
import {
  countsByStart,
  dateText,
  slotRows,
  slotRules,
  slotState,
  slotWindow,
  weekDates,
  type SlotData,
} from './slotStates';

// 2026-11-23 08:00 in Karachi (03:00 UTC), a Monday.
const NOW = dayjs.utc('2026-11-23T03:00:00.000Z');
const RULES = { preGapMinutes: 60, daysToShow: 7 };
const slot = (extra: Partial<SlotData> = {}): SlotData => ({
  _id: 's1',
  day: 'Mon',
  start_time: '09:00',
  end_time: '12:00',
  blocked_dates: '',
  max_order_limit: 20,
  ...extra,
});
const day = (offset: number) => weekDates(NOW, 1)[0]!.add(offset, 'day');

describe('weeks of dates in Karachi', () => {
  it('week 1 starts today and week 2 a week later', () => {
    expect(weekDates(NOW, 1).map(dateText)).toEqual([
      '23-11-2026',
      '24-11-2026',
      '25-11-2026',
      '26-11-2026',
      '27-11-2026',
      '28-11-2026',
      '29-11-2026',
    ]);
    expect(dateText(weekDates(NOW, 2)[0]!)).toBe('30-11-2026');
    expect(weekDates(NOW, 1)[0]!.format('ddd')).toBe('Mon');
  });

  it('uses the Karachi date, not the UTC one, just after midnight there', () => {
    const lateUtc = dayjs.utc('2026-11-22T19:30:00.000Z'); // 00:30 on the 23rd in Karachi
    expect(dateText(weekDates(lateUtc, 1)[0]!)).toBe('23-11-2026');
  });

  it('a slot window is its local start and end as instants', () => {
    const { start, end } = slotWindow(day(1), slot());
    expect(start.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-24T07:00:00.000Z');
    const late = slotWindow(day(1), slot({ start_time: '22:00', end_time: '01:00' }));
    expect(late.end.toISOString()).toBe('2026-11-24T20:00:00.000Z');
  });
});

describe('slot states', () => {
  it('is Available for a later slot within the days shown, Selected when chosen', () => {
    expect(slotState({ slot: slot(), date: day(1), now: NOW, rules: RULES, totalOrders: 3 })).toBe('Available');
    expect(slotState({ slot: slot(), date: day(1), now: NOW, rules: RULES, selected: true })).toBe('Selected');
  });

  it('is Closed when the orders reached the limit, not one before', () => {
    expect(slotState({ slot: slot(), date: day(1), now: NOW, rules: RULES, totalOrders: 20 })).toBe('Closed');
    expect(slotState({ slot: slot(), date: day(1), now: NOW, rules: RULES, totalOrders: 19 })).toBe('Available');
  });

  it('ignores the count when the limit is 0 (unlimited) or the counts are missing', () => {
    expect(
      slotState({ slot: slot({ max_order_limit: 0 }), date: day(1), now: NOW, rules: RULES, totalOrders: 999 }),
    ).toBe('Available');
    expect(slotState({ slot: slot(), date: day(1), now: NOW, rules: RULES, totalOrders: undefined })).toBe('Available');
  });

  it('is Closed when the start is before now plus the pre-gap', () => {
    // Today 09:00 is 60 minutes after 08:00: exactly at the gap is still bookable.
    expect(slotState({ slot: slot(), date: day(0), now: NOW, rules: RULES })).toBe('Available');
    expect(slotState({ slot: slot(), date: day(0), now: NOW.add(1, 'minute'), rules: RULES })).toBe('Closed');
    expect(slotState({ slot: slot(), date: day(0), now: NOW, rules: { ...RULES, preGapMinutes: 61 } })).toBe('Closed');
  });

  it('is Not Available after today plus days-to-show minus one', () => {
    expect(slotState({ slot: slot(), date: day(6), now: NOW, rules: RULES })).toBe('Available');
    expect(slotState({ slot: slot(), date: day(7), now: NOW, rules: RULES })).toBe('Not Available');
    expect(slotState({ slot: slot(), date: day(2), now: NOW, rules: { ...RULES, daysToShow: 2 } })).toBe(
      'Not Available',
    );
  });

  it('is Booked on a blocked date', () => {
    const blocked = slot({ blocked_dates: '01-12-2026, 24-11-2026' });
    expect(slotState({ slot: blocked, date: day(1), now: NOW, rules: RULES })).toBe('Booked');
    expect(slotState({ slot: blocked, date: day(2), now: NOW, rules: RULES })).toBe('Available');
  });

  it('checks in the spec order: Closed before Not Available before Booked', () => {
    const blocked = slot({ blocked_dates: dateText(day(8)) });
    expect(slotState({ slot: blocked, date: day(8), now: NOW, rules: RULES, totalOrders: 20 })).toBe('Closed');
    expect(slotState({ slot: blocked, date: day(8), now: NOW, rules: RULES })).toBe('Not Available');
  });
});

describe('settings, rows and counts', () => {
  it('reads numbers or numeric text from the settings, with defaults', () => {
    expect(slotRules({ timeslot_pre_gap: '60', timeslot_days_to_show: 7 })).toEqual({
      preGapMinutes: 60,
      daysToShow: 7,
    });
    expect(slotRules({})).toEqual({ preGapMinutes: 5, daysToShow: 7 });
    expect(slotRules({ timeslot_pre_gap: 'soon', timeslot_days_to_show: '0' })).toEqual({
      preGapMinutes: 5,
      daysToShow: 1,
    });
  });

  it('rows are the distinct start times in order', () => {
    expect(slotRows([slot({ start_time: '12:00' }), slot(), slot({ day: 'Tue' }), slot({ start_time: null })])).toEqual(
      ['09:00', '12:00'],
    );
  });

  it('counts are keyed by the start instant, whatever its spelling', () => {
    const counts = countsByStart([
      { cnt: 4, start_time: '2026-11-24T04:00:00Z' },
      { cnt: 2, start_time: '2026-11-24T09:00:00.000+05:00' },
      null,
      { cnt: 1, start_time: 'garbage' },
    ]);
    expect(counts.get(Date.parse('2026-11-24T04:00:00.000Z'))).toBe(2);
    expect(counts.size).toBe(1);
  });
});
