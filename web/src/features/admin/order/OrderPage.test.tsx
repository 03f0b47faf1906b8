import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { line, refusal, renderAdmin, staffMeMock, staffOrder, staffOrderMock } from '../testing';
import { StaffCancelOrderDocument, StaffRecordPickingDocument, StaffSetOrderStatusDocument } from '../admin.generated';
import { initialPicks, linesByCategory, pickingInput } from './pickingLines';

const CHANGED_TEXT = 'This order was changed by someone else. Reload it to see the change.';

describe('picking lines', () => {
  it('groups lines by category and starts from what was recorded, else the ordered quantity', () => {
    const order = staffOrder();
    expect(linesByCategory(order.lines).map((g) => [g.title, g.lines.length])).toEqual([
      ['Dairy', 2],
      ['Rice', 1],
    ]);
    const picks = initialPicks([line('p1', { pickedQty: 1, notFound: false }), line('p2', { notFound: true })]);
    expect(pickingInput(picks)).toEqual([
      { product_id: 'p1', pickedQty: 1, notFound: false },
      { product_id: 'p2', pickedQty: 0, notFound: true },
    ]);
  });
});

describe('the order page', () => {
  it('records picking with every line, a not-found one at 0, and shows the totals the server answers', async () => {
    const picked = staffOrder({
      version: 4,
      lines: [
        line('p1', { title: 'Fresh Milk 1L', qty: 3, pickedQty: 2, notFound: false }),
        line('p2', { title: 'Yogurt 500g', qty: 1, pickedQty: 0, notFound: true }),
        line('p3', { title: 'Basmati Rice 1kg', cat_id: 'c2', cat_title: 'Rice', pickedQty: 2, notFound: false }),
      ],
      totalPrice: 1100,
      grandTotal: 1234.5,
    });
    const save: MockLink.MockedResponse = {
      request: {
        query: StaffRecordPickingDocument,
        variables: {
          serial: 'K-100001',
          version: 3,
          lines: [
            { product_id: 'p1', pickedQty: 2, notFound: false },
            { product_id: 'p2', pickedQty: 0, notFound: true },
            { product_id: 'p3', pickedQty: 2, notFound: false },
          ],
        },
      },
      result: { data: { staffRecordPicking: picked } },
    };
    renderAdmin('/admin/orders/K-100001', [staffMeMock('picker'), staffOrderMock(staffOrder()), save]);
    const picking = await screen.findByRole('region', { name: 'Picking' });
    expect(within(picking).getByRole('heading', { name: 'Dairy' })).toBeInTheDocument();
    expect(within(picking).getByRole('heading', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '03001234567' })).toHaveAttribute('href', 'tel:03001234567');

    await userEvent.click(screen.getByRole('button', { name: 'Fewer Fresh Milk 1L' }));
    expect(screen.getByLabelText('Picked Fresh Milk 1L')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('switch', { name: 'Yogurt 500g not found' }));
    expect(screen.getByRole('button', { name: 'More Yogurt 500g' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const totals = screen.getByLabelText('Order totals');
    expect(await within(totals).findByText('RS 1234.50')).toBeInTheDocument();
    expect(within(totals).getByText('RS 1100.00')).toBeInTheDocument();
  });

  it('offers only the moves the server allows, and on ORDER_CHANGED shows its words and reloads the order', async () => {
    const move: MockLink.MockedResponse = {
      request: {
        query: StaffSetOrderStatusDocument,
        variables: { serial: 'K-100001', version: 3, status: 'in-review' },
      },
      result: { data: { staffSetOrderStatus: refusal('CONFLICT', 'ORDER_CHANGED', CHANGED_TEXT) } },
    };
    const reloaded = staffOrder({
      version: 5,
      status: 'in-review',
      next_statuses: ['ready-to-dispatch', 'picking', 'canceled'],
    });
    renderAdmin('/admin/orders/K-100001', [
      staffMeMock('manager'),
      staffOrderMock(staffOrder(), { once: true }),
      move,
      staffOrderMock(reloaded),
    ]);
    const actions = await screen.findByRole('region', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send to review', 'Put on hold', 'Cancel order']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Send to review' }));
    expect(await screen.findByText(CHANGED_TEXT)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Order actions' })).findByRole('button', {
        name: 'Ready to dispatch',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('In review').length).toBeGreaterThan(0);
  });

  it('asks a reason before cancelling', async () => {
    renderAdmin('/admin/orders/K-100001', [staffMeMock('manager'), staffOrderMock(staffOrder())]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  });

  describe("a customer's first order (unconfirmed)", () => {
    const unconfirmed = (extra: Record<string, unknown> = {}) =>
      staffOrder({
        status: 'unconfirmed',
        next_statuses: ['new', 'canceled', 'declined'],
        status_notes: [],
        ...extra,
      });

    it('gives a manager the call button, then Confirm moves it to new', async () => {
      const confirm: MockLink.MockedResponse = {
        request: { query: StaffSetOrderStatusDocument, variables: { serial: 'K-100001', version: 3, status: 'new' } },
        result: {
          data: {
            staffSetOrderStatus: staffOrder({
              version: 4,
              status: 'new',
              next_statuses: ['picking', 'canceled', 'declined'],
              status_notes: [
                { __typename: 'StatusNote', note: 'Status Updated to new', created_at: '2026-11-26T05:10:00.000Z' },
              ],
            }),
          },
        },
      };
      renderAdmin('/admin/orders/K-100001', [staffMeMock('manager'), staffOrderMock(unconfirmed()), confirm]);
      expect(await screen.findByText('Call to confirm')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Call 03001234567' })).toHaveAttribute('href', 'tel:03001234567');
      const actions = screen.getByRole('region', { name: 'Order actions' });
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Confirm', 'Cancel order', 'Decline']);
      await userEvent.click(within(actions).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Status Updated to new')).toBeInTheDocument();
      expect(screen.queryByText('Call to confirm')).toBeNull();
      expect(
        await within(screen.getByRole('region', { name: 'Order actions' })).findByRole(
          'button',
          { name: 'Start picking' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
    });

    it('declines with the reason given', async () => {
      const decline: MockLink.MockedResponse = {
        request: {
          query: StaffCancelOrderDocument,
          variables: { serial: 'K-100001', version: 3, reason: 'Number not answering', decline: true },
        },
        result: {
          data: {
            staffCancelOrder: staffOrder({
              version: 4,
              status: 'declined',
              next_statuses: [],
              cancel_reason: 'Number not answering',
            }),
          },
        },
      };
      renderAdmin('/admin/orders/K-100001', [staffMeMock('owner'), staffOrderMock(unconfirmed()), decline]);
      await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Reason'), '  Number not answering ');
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Decline' }).at(-1)!);
      expect(await screen.findByText('Number not answering')).toBeInTheDocument();
      expect(screen.getAllByText('Declined').length).toBeGreaterThan(0);
    });

    it('tells a picker it waits for a call, with nothing to pick', async () => {
      renderAdmin('/admin/orders/K-100001', [
        staffMeMock('picker'),
        staffOrderMock(unconfirmed({ next_statuses: [] })),
      ]);
      expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
      expect(screen.queryByText('Call to confirm')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Picking' })).toBeNull();
      expect(within(screen.getByRole('region', { name: 'Order actions' })).queryAllByRole('button')).toEqual([]);
    });
  });
});
