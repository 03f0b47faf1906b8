import { describe, expect, it } from 'vitest';
import {
  apiTime,
  blockChoices,
  comingBlockedDates,
  isBlockedOn,
  pickerTime,
  slotFormValues,
  slotInput,
  slotsByDay,
  slotsOnDate,
  weekDayOf,
  WEEK_DAYS,
} from './slotTemplate';
import { slotProblem } from './slotOutcome';
import { clock } from '../staff/consoleFormat';

const slot = (id: string, day: string, start: string, end: string, blocked: string[] = []) => ({
  _id: id,
  day,
  start_time: start,
  end_time: end,
  max_order_limit: 5,
  enabled: true,
  blocked_dates: blocked,
  version: 3,
});

describe('the week of slots', () => {
  it('groups slots by day in week order, Monday first, each day by start time, empty days kept', () => {
    const week = slotsByDay([
      slot('s1', 'Sun', '09:00', '12:00'),
      slot('s2', 'Mon', '15:00', '18:00'),
      null,
      slot('s3', 'Mon', '09:00', '12:00'),
      slot('s4', 'Xyz', '09:00', '12:00'),
    ]);
    expect(week.map((d) => d.day)).toEqual([...WEEK_DAYS]);
    expect(week[0]?.slots.map((s) => s._id)).toEqual(['s3', 's2']);
    expect(week[6]?.slots.map((s) => s._id)).toEqual(['s1']);
    expect(week[1]?.slots).toEqual([]);
    expect(week.flatMap((d) => d.slots).map((s) => s._id)).not.toContain('s4');
  });

  it('names the weekday of a date as the API does', () => {
    expect(weekDayOf('2026-11-30')).toBe('Mon');
    expect(weekDayOf('2026-11-29')).toBe('Sun');
    expect(weekDayOf('2026-11-27')).toBe('Fri');
    expect(weekDayOf('27-11-2026')).toBeNull();
    const slots = [
      slot('a', 'Fri', '15:00', '18:00'),
      slot('b', 'Fri', '09:00', '12:00'),
      slot('c', 'Sat', '09:00', '12:00'),
    ];
    expect(slotsOnDate(slots, '2026-11-27').map((s) => s._id)).toEqual(['b', 'a']);
    expect(blockChoices(slots, '2026-11-30')).toEqual([]);
  });
});

describe('slot times', () => {
  it('moves HH:mm to the picker and back, shown as hh:mm A', () => {
    const picked = pickerTime('15:30');
    expect(picked?.format('HH:mm')).toBe('15:30');
    expect(apiTime(picked)).toBe('15:30');
    expect(clock('15:30')).toBe('03:30 PM');
    expect(clock('09:05')).toBe('09:05 AM');
    expect(pickerTime('3:30 PM')).toBeNull();
    expect(pickerTime(null)).toBeNull();
    expect(apiTime(null)).toBe('');
  });
});

describe('the slot form', () => {
  it('starts a new slot on the day chosen, with no times', () => {
    expect(slotFormValues(null, 'Wed')).toEqual({ day: 'Wed', start: null, end: null, limit: 10 });
  });

  it('builds a new slot without _id or version', () => {
    const values = { day: 'Tue' as const, start: pickerTime('09:00'), end: pickerTime('12:30'), limit: 8 };
    expect(slotInput(values, null)).toEqual({ day: 'Tue', start_time: '09:00', end_time: '12:30', max_order_limit: 8 });
  });

  it('edits a slot with its _id and the version it was read at', () => {
    const existing = slot('s9', 'Thu', '10:00', '13:00');
    const values = slotFormValues(existing);
    expect(values.day).toBe('Thu');
    expect(slotInput({ ...values, limit: 2 }, existing)).toEqual({
      _id: 's9',
      version: 3,
      day: 'Thu',
      start_time: '10:00',
      end_time: '13:00',
      max_order_limit: 2,
    });
  });

  it('puts a refusal next to the field the server names; a stale version asks for a reload', () => {
    expect(slotProblem({ textCode: 'SLOT_OVERLAPS', details: 'start_time' }, 'overlaps')).toEqual({
      kind: 'field',
      field: 'start',
      message: 'overlaps',
    });
    expect(slotProblem({ details: 'max_order_limit' }, 'm')).toMatchObject({ field: 'limit' });
    expect(slotProblem({ details: 'end_time' }, 'm')).toMatchObject({ field: 'end' });
    expect(slotProblem({ code: 'CONFLICT', textCode: 'SLOT_CHANGED' }, 'changed')).toEqual({
      kind: 'changed',
      message: 'changed',
    });
    expect(slotProblem({ textCode: 'STAFF_SLOT_NOT_FOUND' }, 'gone')).toEqual({ kind: 'alert', message: 'gone' });
  });
});

describe('blocked dates', () => {
  it('lists the dates still ahead, ascending', () => {
    const s = slot('s1', 'Mon', '09:00', '12:00', ['2026-12-07', '2026-11-23', '2026-11-30']);
    expect(comingBlockedDates(s, '2026-11-26')).toEqual(['2026-11-30', '2026-12-07']);
    expect(comingBlockedDates(s, '2026-11-30')).toEqual(['2026-11-30', '2026-12-07']);
    expect(comingBlockedDates({ ...s, blocked_dates: null }, '2026-11-26')).toEqual([]);
    expect(isBlockedOn(s, '2026-11-30')).toBe(true);
    expect(isBlockedOn(s, '2026-12-14')).toBe(false);
  });
});
