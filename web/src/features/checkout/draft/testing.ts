// A chosen delivery slot as the order draft keeps it, for the draft's and the success page's tests.
import type { DraftTimeslot } from './orderDraft';

export const DRAFT_SLOT: DraftTimeslot = {
  _id: 's1',
  day: 'Tue',
  date: '24-11-2026',
  start_time: '09:00',
  end_time: '12:00',
  time_range_utc: '["2026-11-24T04:00:00.000Z","2026-11-24T07:00:00.000Z"]',
};
