import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestUiProviders } from '../../../test/TestUiProviders';
import { SettingsContext } from '../../../shared/settings/storeSettings';
import { SETTINGS_DEFAULTS } from '../../../shared/config';
import type { DraftTimeslot } from '../draft/orderDraft';
import { slot, slotMocks } from '../testing';
import { DeliverySlotsUpdatedDocument } from './slots.generated';
import { SlotGrid } from './SlotGrid';

// Monday 23 Nov 2026, 08:00 in Karachi.
const NOW = new Date('2026-11-23T03:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const seen: Array<DraftTimeslot | null> = [];

function Harness() {
  const [selected, setSelected] = useState<DraftTimeslot | null>(null);
  return (
    <SlotGrid
      selected={selected}
      onSelect={(t) => {
        seen.push(t);
        setSelected(t);
      }}
    />
  );
}

function renderGrid(
  mocks: MockLink.MockedResponse[],
  settings: Record<string, unknown> = { timeslot_pre_gap: 60, timeslot_days_to_show: 3 },
) {
  seen.length = 0;
  return render(
    <MockedProvider
      mocks={mocks}
      defaultOptions={{ watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } }}
    >
      <TestUiProviders>
        <SettingsContext.Provider value={{ ...SETTINGS_DEFAULTS, ...settings }}>
          <Harness />
        </SettingsContext.Provider>
      </TestUiProviders>
    </MockedProvider>,
  );
}

const SLOTS = [
  slot('Mon', '09:00', '12:00'),
  slot('Mon', '18:00', '21:00', { blocked_dates: '30-11-2026' }),
  slot('Tue', '09:00', '12:00', { blocked_dates: '24-11-2026' }),
  slot('Wed', '09:00', '12:00'),
  slot('Thu', '09:00', '12:00'),
  slot('Mon', '07:00', '09:00'),
];

const cell = (name: string) => screen.findByRole('button', { name });

describe('slot grid', () => {
  it('a chosen slot that closes as time passes is no longer chosen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderGrid(slotMocks(SLOTS));
    await user.click(await cell('Mon 23 Nov 09:00 AM - 12:00 PM: Available'));
    act(() => {
      vi.advanceTimersByTime(120_000); // 08:02: 09:00 is now inside the 60-minute pre-gap
    });
    expect(await cell('Mon 23 Nov 09:00 AM - 12:00 PM: Closed')).toBeDisabled();
    expect(seen.at(-1)).toBeNull();
  });

  it('shows each state by the rules', async () => {
    // Wednesday 09:00 (04:00 UTC) already holds its 20 orders.
    renderGrid(slotMocks(SLOTS, [{ cnt: 20, start_time: '2026-11-25T04:00:00.000Z' }]));
    expect(await cell('Mon 23 Nov 07:00 AM - 09:00 AM: Closed')).toBeDisabled(); // before now + pre-gap
    expect(await cell('Mon 23 Nov 09:00 AM - 12:00 PM: Available')).toBeEnabled();
    expect(await cell('Tue 24 Nov 09:00 AM - 12:00 PM: Booked')).toBeDisabled();
    expect(await cell('Wed 25 Nov 09:00 AM - 12:00 PM: Closed')).toBeDisabled(); // full
    expect(await cell('Thu 26 Nov 09:00 AM - 12:00 PM: Not Available')).toBeDisabled(); // after 3 days
    expect(screen.getAllByRole('row')).toHaveLength(4); // header + 07:00, 09:00, 18:00
  });

  it('pages between weeks 1 and 2 only', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderGrid(slotMocks(SLOTS), { timeslot_pre_gap: 60, timeslot_days_to_show: 14 });
    const prev = await screen.findByRole('button', { name: 'Previous week' });
    const next = screen.getByRole('button', { name: 'Next week' });
    expect(prev).toBeDisabled();
    expect(screen.getByText(/Week 1: 23 Nov – 29 Nov/)).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText(/Week 2: 30 Nov – 06 Dec/)).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    expect(await cell('Mon 30 Nov 06:00 PM - 09:00 PM: Booked')).toBeDisabled();
    expect(await cell('Mon 30 Nov 09:00 AM - 12:00 PM: Available')).toBeEnabled();
  });

  it('selecting stores the slot with its date and UTC range; a refresh every 300000 ms clears it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderGrid(slotMocks(SLOTS));
    await user.click(await cell('Wed 25 Nov 09:00 AM - 12:00 PM: Available'));
    expect(await cell('Wed 25 Nov 09:00 AM - 12:00 PM: Selected')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({
      _id: 'slot-Wed-09:00',
      day: 'Wed',
      date: '25-11-2026',
      start_time: '09:00',
      end_time: '12:00',
      time_range_utc: '["2026-11-25T04:00:00.000Z","2026-11-25T07:00:00.000Z"]',
    });
    act(() => {
      vi.advanceTimersByTime(299_000);
    });
    expect(screen.getByRole('button', { name: 'Wed 25 Nov 09:00 AM - 12:00 PM: Selected' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(seen.at(-1)).toBeNull());
    expect(await cell('Wed 25 Nov 09:00 AM - 12:00 PM: Available')).toBeInTheDocument();
  });

  it('a slot change arriving live is shown at once', async () => {
    const mocks = slotMocks(SLOTS);
    // deliverySlotsUpdated: Wednesday 09:00 gets blocked on the 25th.
    mocks[2] = {
      request: { query: DeliverySlotsUpdatedDocument },
      result: {
        data: {
          deliverySlotsUpdated: {
            __typename: 'DeliverySlotEvent',
            mutation: 'UPDATED',
            node: slot('Wed', '09:00', '12:00', { blocked_dates: '25-11-2026' }),
          },
        },
      },
      delay: 50,
    };
    renderGrid(mocks);
    expect(await cell('Wed 25 Nov 09:00 AM - 12:00 PM: Booked')).toBeDisabled();
  });

  it('a failed count says so in a toast and closes nothing for being full', async () => {
    renderGrid(
      slotMocks(SLOTS, [], {
        errors: [new GraphQLError('Counts unavailable')],
        data: { getTotalOrdersForSlots: null },
      }),
    );
    expect(await screen.findByText('Counts unavailable')).toBeInTheDocument();
    expect(await cell('Wed 25 Nov 09:00 AM - 12:00 PM: Available')).toBeEnabled();
  });
});
