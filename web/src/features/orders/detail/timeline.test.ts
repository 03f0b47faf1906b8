import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusOfNote, timelineEntries } from './timeline';

describe('order timeline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("marks 'Status Updated to …' notes with their status", () => {
    expect(statusOfNote('Status Updated to dispatched')).toEqual({ update: true, icon: 'dispatched' });
    expect(statusOfNote('Status Updated to ready-to-dispatch')).toEqual({ update: true, icon: null });
    expect(statusOfNote('Rider called the customer')).toEqual({ update: false, icon: null });
  });

  it("lists the notes newest first with Karachi times and ends with 'Order placed …'", () => {
    const entries = timelineEntries(
      [
        { note: 'Order received', created_at: '2026-11-23T09:00:00.000Z' },
        { note: 'Order placed', created_at: '2026-11-23T09:00:00.000Z' },
        { note: 'Status Updated to dispatched', created_at: '2026-11-23T10:30:00.000Z' },
        null,
        { note: '', created_at: '2026-11-23T11:00:00.000Z' },
      ],
      '2026-11-23T09:00:00.000Z',
    );
    expect(entries.map((e) => e.text)).toEqual([
      'Status Updated to dispatched',
      'Order received',
      'Order placed 3 hours ago',
    ]);
    expect(entries[0]).toMatchObject({ time: '2026-11-23 15:30', statusUpdate: true, icon: 'dispatched' });
    expect(entries[2]).toMatchObject({ time: '2026-11-23 14:00', icon: 'placed' });
  });
});
