// The delivery time-slot selector (shopping.md §2, §4): a weekly grid of days × slot times, each
// cell Closed, Not Available, Booked, Available or Selected; weeks 1 and 2; a refetch clears the choice.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useSettings } from '../../../shared/settings/storeSettings';
import { dayjs } from '../../../shared/format/dates';
import { TIME_ZONE } from '../../../shared/config';
import type { DraftTimeslot } from '../draft/orderDraft';
import { dateText, isBookable, slotAt, slotRules, slotState, slotWindow, WEEKS, type SlotState } from './slotStates';
import { useSlotGrid, type Slot } from './useSlotGrid';
import { t } from '../texts';

export interface SlotGridProps {
  selected: DraftTimeslot | null;
  onSelect: (timeslot: DraftTimeslot | null) => void;
}

const STATE_CLASS: Record<SlotState, string> = {
  Closed: 'is-closed',
  'Not Available': 'is-not-available',
  Booked: 'is-booked',
  Available: 'is-available',
  Selected: 'is-selected',
};

/** The states' words (the states themselves are the spec's English names, kept as values). */
const STATE_TEXT: Record<SlotState, string> = {
  Closed: t('checkout.slot.closed'),
  'Not Available': t('checkout.slot.notAvailable'),
  Booked: t('checkout.slot.booked'),
  Available: t('checkout.slot.available'),
  Selected: t('checkout.slot.selected'),
};

function timeLabel(time: string | null | undefined): string {
  const t = dayjs(time ?? '', 'HH:mm');
  return t.isValid() ? t.format('hh:mm A') : (time ?? '');
}

/** The draft's time slot for a slot on a date. */
export function toTimeslot(slot: Slot, date: dayjs.Dayjs): DraftTimeslot {
  const { start, end } = slotWindow(date, slot);
  return {
    _id: slot._id,
    day: slot.day ?? date.format('ddd'),
    date: dateText(date),
    start_time: slot.start_time ?? '',
    end_time: slot.end_time ?? '',
    time_range_utc: JSON.stringify([start.toISOString(), end.toISOString()]),
  };
}

export function SlotGrid({ selected, onSelect }: SlotGridProps) {
  const settings = useSettings();
  const rules = slotRules(settings);
  const [week, setWeek] = useState(1);
  const clearSelection = useCallback(() => onSelect(null), [onSelect]);
  const grid = useSlotGrid(week, clearSelection);

  const stateOf = (slot: Slot, date: dayjs.Dayjs): SlotState =>
    slotState({
      slot,
      date,
      now: grid.now,
      rules,
      totalOrders: grid.counts.get(slotWindow(date, slot).start.valueOf()),
      selected: !!selected && selected._id === slot._id && selected.date === dateText(date),
    });

  // A chosen slot that closed (a live update, time passing, or it is gone) is no longer chosen.
  useEffect(() => {
    if (!selected || !grid.slots) return;
    const slot = grid.slots.find((s) => s._id === selected._id);
    const date = dayjs.tz(selected.date, 'DD-MM-YYYY', TIME_ZONE);
    if (!slot || !date.isValid() || !isBookable(stateOf(slot, date))) onSelect(null);
  });

  if (grid.loadError) {
    return (
      <Alert
        type="error"
        showIcon
        title={grid.loadError}
        action={<Button onClick={grid.reload}>{t('checkout.slot.retry')}</Button>}
      />
    );
  }
  if (grid.loading || !grid.slots) {
    return (
      <div role="status" aria-label={t('checkout.slot.loading')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }

  const first = grid.dates[0]!;
  const last = grid.dates[grid.dates.length - 1]!;
  return (
    <section className="slot-grid" aria-label={t('checkout.slot.grid')}>
      <div className="slot-grid-head">
        <Button
          icon={<LeftOutlined />}
          aria-label={t('checkout.slot.previousWeek')}
          disabled={week <= 1}
          onClick={() => setWeek((w) => w - 1)}
        />
        <span className="slot-grid-week">
          {t('checkout.slot.week', { week, first: first.format('DD MMM'), last: last.format('DD MMM') })}
        </span>
        <Button
          icon={<RightOutlined />}
          aria-label={t('checkout.slot.nextWeek')}
          disabled={week >= WEEKS}
          onClick={() => setWeek((w) => w + 1)}
        />
      </div>
      <div className="slot-grid-scroll">
        <table className="slot-grid-table">
          <thead>
            <tr>
              <th scope="col">{t('checkout.slot.time')}</th>
              {grid.dates.map((date) => (
                <th scope="col" key={date.valueOf()}>
                  <span className="slot-grid-day">{date.format('ddd')}</span>
                  <span className="slot-grid-date">{date.format('DD MMM')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row}>
                <th scope="row">{timeLabel(row)}</th>
                {grid.dates.map((date) => {
                  const slot = slotAt(grid.slots ?? [], date.format('ddd'), row) as Slot | undefined;
                  if (!slot) return <td key={date.valueOf()} />;
                  const state = stateOf(slot, date);
                  const label = t('checkout.slot.label', {
                    date: date.format('ddd DD MMM'),
                    start: timeLabel(slot.start_time),
                    end: timeLabel(slot.end_time),
                    state: STATE_TEXT[state],
                  });
                  return (
                    <td key={date.valueOf()}>
                      <button
                        type="button"
                        className={`slot-cell ${STATE_CLASS[state]}`}
                        disabled={!isBookable(state)}
                        aria-pressed={state === 'Selected'}
                        aria-label={label}
                        title={label}
                        onClick={() => onSelect(toTimeslot(slot, date))}
                      >
                        {STATE_TEXT[state]}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
