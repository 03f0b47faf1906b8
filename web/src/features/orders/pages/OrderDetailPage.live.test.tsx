// The open order page follows the shop's changes (issue 17): an orderUpdated event for its serial
// reads the order again, so the new status, totals and timeline show without a reload.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderApp } from '../../../test/renderApp';
import { cartMocks, resetCheckoutState, signIn, startup } from '../../checkout/testing';
import { OrderBySerialDocument } from '../orders.generated';
import { OrderUpdatedDocument } from '../detail/orderUpdated.generated';
import { ORDER } from '../testing';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetCheckoutState();
});

const SERIAL = 'K-100001';
const read = (order: unknown): MockLink.MockedResponse => ({
  request: { query: OrderBySerialDocument, variables: { serial: SERIAL } },
  result: { data: { orderBySerial: order } },
});
const DISPATCHED = { ...ORDER, status: 'dispatched' };
const DELIVERED = {
  ...ORDER,
  status: 'delivered',
  status_notes: [
    ...ORDER.status_notes,
    { __typename: 'StatusNote', note: 'Status Updated to delivered', created_at: '2026-11-23T07:00:00.000Z' },
  ],
};

describe('order detail, live', () => {
  it("shows the shop's change when the order's event arrives, without a reload", async () => {
    signIn();
    const event: MockLink.MockedResponse = {
      request: { query: OrderUpdatedDocument, variables: { serial: SERIAL } },
      result: {
        data: {
          orderUpdated: { __typename: 'OrderEvent', kind: 'UPDATED', serial: SERIAL, status: 'delivered', version: 7 },
        },
      },
      delay: 300,
    };
    renderApp(`/user/order/${SERIAL}`, [...startup(), ...cartMocks(), read(DISPATCHED), event, read(DELIVERED)]);
    // The first render of the lazily loaded page can take a while on a busy machine.
    expect(await screen.findByText('Status Updated to dispatched', {}, { timeout: 5000 })).toBeInTheDocument();
    // Only the second read answers 'delivered', and only the event asks for it.
    expect(await screen.findByText('Status Updated to delivered', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
