import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffSaveSlotDocument, StaffSlotsChangedDocument, StaffSlotsDocument } from '../slots.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

const slot = (id: string, day: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffSlot',
  _id: id,
  day,
  start_time: start,
  end_time: end,
  max_order_limit: 20,
  enabled: true,
  blocked_dates: [],
  version: 1,
  warning: null,
  error: null,
  ...extra,
});

const quiet: MockLink.MockedResponse = {
  request: { query: StaffSlotsChangedDocument },
  result: { data: { deliverySlotsUpdated: null } },
  delay: 600_000,
};

function slotsMock(read: () => unknown[]): MockLink.MockedResponse {
  return { request: { query: StaffSlotsDocument }, result: () => ({ data: { staffSlots: read() } }), ...always };
}

const refusal = (message: string, code: string, textCode: string, details: string | null) => ({
  ...Object.fromEntries(Object.keys(slot('x', 'Mon', '', '')).map((key) => [key, null])),
  __typename: 'StaffSlot',
  error: { __typename: 'ErrorInfo', message, code, textCode, details },
});

describe('the slots page', () => {
  it('shows the week Monday first, each slot with its times, limit and coming closed dates', async () => {
    renderAdmin('/admin/slots', [
      staffMeMock('manager'),
      quiet,
      slotsMock(() => [
        slot('s2', 'Sun', '09:00', '12:00'),
        slot('s1', 'Mon', '15:00', '18:00', { max_order_limit: 4, blocked_dates: ['2020-01-06', '2099-01-05'] }),
      ]),
    ]);
    const monday = await screen.findByRole('region', { name: 'Monday' });
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const card = within(monday).getByRole('article', { name: 'Monday 03:00 PM – 06:00 PM' });
    expect(within(card).getByText('Up to 4 orders')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /^Open .*2099 again for 03:00 PM – 06:00 PM$/ }),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/2020/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Tuesday' })).getByText('No slots')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slot settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('puts an overlap next to the start time, a stale version behind Reload (keeping the edit), then warns after the save', async () => {
    const sent: unknown[] = [];
    let reads = 0;
    const overlaps = 'This slot overlaps Mon 09:00-12:00 on the same day';
    const changed = 'This slot was changed by someone else. Reload it to see the change.';
    const booked = "9 orders are already booked in one of this slot's coming dates";
    const answers = [
      refusal(overlaps, 'BAD_INPUT', 'SLOT_OVERLAPS', 'start_time'),
      refusal(changed, 'CONFLICT', 'SLOT_CHANGED', null),
      slot('s1', 'Mon', '15:00', '18:00', {
        version: 3,
        max_order_limit: 7,
        warning: {
          __typename: 'ErrorInfo',
          message: booked,
          code: 'WARNING',
          textCode: 'SLOT_LIMIT_BELOW_BOOKED',
          details: null,
        },
      }),
    ];
    renderAdmin('/admin/slots', [
      staffMeMock('owner'),
      quiet,
      slotsMock(() => {
        reads += 1;
        return [slot('s1', 'Mon', '15:00', '18:00', { version: reads > 1 ? 2 : 1 })];
      }),
      {
        request: { query: StaffSaveSlotDocument, variables: (v: unknown) => (sent.push(v), true) },
        result: () => ({ data: { staffSaveSlot: answers[sent.length - 1] } }),
        ...always,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Monday 03:00 PM – 06:00 PM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slot' });
    const limit = within(dialog).getByLabelText('Order limit');
    await userEvent.clear(limit);
    await userEvent.type(limit, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save slot' }));
    const start = within(dialog).getByLabelText('Starts at').closest('.ant-form-item') as HTMLElement;
    expect(await within(start).findByText(overlaps)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      input: { _id: 's1', version: 1, day: 'Mon', start_time: '15:00', end_time: '18:00', max_order_limit: 7 },
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save slot' }));
    expect(await within(dialog).findByText(changed)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(within(dialog).getByLabelText('Order limit')).toHaveValue('7');
    // The next save sends the version read again, with the person's limit.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save slot' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toMatchObject({ input: { _id: 's1', version: 2, max_order_limit: 7 } });
    expect(await screen.findByText('Slot saved')).toBeInTheDocument();
    // Saved, with the server's warning beside it.
    expect(await screen.findByText(booked)).toBeInTheDocument();
  });
});
