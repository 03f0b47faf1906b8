import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock, staffOrder } from '../testing';
import { StaffDeliveriesDocument, StaffMarkDeliveredDocument } from '../admin.generated';
import { navigationUrl, pointOf } from './navigation';

const ON_THE_WAY = staffOrder({ status: 'dispatched', next_statuses: ['delivered'], version: 7, grandTotal: 1234.5 });

function deliveriesMock(
  list: unknown[],
  check: (v: Record<string, unknown>) => boolean = () => true,
): MockLink.MockedResponse {
  return { request: { query: StaffDeliveriesDocument, variables: check }, result: { data: { staffDeliveries: list } } };
}

describe('navigation', () => {
  it('reads [lat, lng] and links the maps app there', () => {
    expect(pointOf([30.66, 73.1])).toEqual({ lat: 30.66, lng: 73.1 });
    expect(pointOf([30.66])).toBeNull();
    expect(navigationUrl({ lat: 30.66, lng: 73.1 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=30.66,73.1',
    );
  });
});

describe('the deliveries page', () => {
  it("a rider sees their own deliveries (no rider asked), and 'Delivered' records the cash, prefilled with the total", async () => {
    const delivered: MockLink.MockedResponse = {
      request: {
        query: StaffMarkDeliveredDocument,
        variables: { serial: 'K-100001', version: 7, cash_collected: 1234.5 },
      },
      result: { data: { staffMarkDelivered: { ...ON_THE_WAY, status: 'delivered', next_statuses: [], version: 8 } } },
    };
    renderAdmin('/admin/deliveries', [
      staffMeMock('rider'),
      deliveriesMock([ON_THE_WAY], (v) => v.rider_id === undefined),
      delivered,
      deliveriesMock([{ ...ON_THE_WAY, status: 'delivered', next_statuses: [], version: 8 }]),
    ]);
    expect(await screen.findByRole('heading', { name: 'My deliveries' })).toBeInTheDocument();
    await screen.findByText('Order #K-100001');
    expect(screen.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=30.66,73.1',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:03001234567');
    expect(screen.queryByRole('button', { name: 'Start delivery' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Cash collected')).toHaveValue('1234.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('Delivered', { selector: '.ant-tag' })).toBeInTheDocument();
  });
});
