import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { cartMocks, resetCheckoutState, signIn, startup } from '../../checkout/testing';
import { ORDER, orderMock } from '../testing';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetCheckoutState();
});

const open = (order: unknown, serial = 'K-100001') => {
  signIn();
  return renderApp(`/user/order/${serial}`, [...startup(), ...cartMocks(), orderMock(serial, order)]);
};

const totals = () => screen.getByLabelText('Order totals');

describe('order detail', () => {
  it('a visitor sees the access-denied view', async () => {
    renderApp('/user/order/K-100001', startup());
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it("no order is 'No record found' in an Error alert", async () => {
    open(null);
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("the order's own error is shown", async () => {
    open({
      ...ORDER,
      error: { __typename: 'ErrorInfo', message: 'Order not found', code: 'NOT_FOUND', textCode: 'NOT_FOUND' },
    });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('shows every block of a new order', async () => {
    open(ORDER);
    expect(await screen.findByText('Mon 23rd Nov 2026 ~ 08:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Re-Order/ })).toBeEnabled();
    expect(screen.getByText('24-11-2026')).toBeInTheDocument();
    expect(screen.getByText('09:00 AM to 12:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Ali Raza')).toBeInTheDocument();
    expect(screen.getByText('House 12, Street 4, Farid Town, Sahiwal')).toBeInTheDocument();
    expect(screen.getByText('Gate is green')).toBeInTheDocument();
    expect(screen.getByText('Client Notes')).toBeInTheDocument();
    expect(screen.getByText('Please call first')).toBeInTheDocument();
    expect(screen.getByText('Need help with this order?')).toBeInTheDocument();
    // Rows only for qty above 0; the canceled line is listed as unavailable.
    expect(screen.getByText('Fresh Milk 1L')).toBeInTheDocument();
    expect(screen.getByText('Unavailable Items')).toBeInTheDocument();
    expect(screen.getByText('Mango Box').closest('table')).toBeNull();
    // Ordered quantities: the server's figures.
    expect(within(totals()).getByText('RS 1501.00')).toBeInTheDocument();
    expect(within(totals()).getByText('10% (- RS 150.10)')).toBeInTheDocument();
    expect(within(totals()).getByText('RS 34.00')).toBeInTheDocument();
    expect(within(totals()).getByText('RS 1484.90')).toBeInTheDocument();
    expect(within(totals()).getByText('RS 150.00 (9.99%)')).toBeInTheDocument();
    // History: newest first, status updates bold, 'Order placed …' last.
    const history = screen.getByText('Status Updated to dispatched');
    expect(history).toHaveClass('timeline-status');
    expect(screen.getByText('2026-11-23 10:00')).toBeInTheDocument();
    const items = document.querySelectorAll('.order-timeline .ant-timeline-item');
    expect(items[items.length - 1]).toHaveTextContent('Order placed 5 hours ago');
  });

  it('a delivered order counts deliverable quantities, hides the help block once completed and disables Re-Order', async () => {
    open({ ...ORDER, status: 'completed', note: 'x' });
    await screen.findByText('Fresh Milk 1L');
    expect(screen.getByRole('button', { name: /Re-Order/ })).toBeDisabled();
    expect(screen.queryByText('Need help with this order?')).not.toBeInTheDocument();
    expect(screen.queryByText('Client Notes')).not.toBeInTheDocument();
    // Milk 2 × 200 + Rice 2 × 450.50 = 1301; 10 % = 130.10; tax 34; 1301 − 130.10 + 100 + 34.
    expect(within(totals()).getByText('RS 1301.00')).toBeInTheDocument();
    expect(within(totals()).getByText('RS 1304.90')).toBeInTheDocument();
    const milk = screen.getByText('Fresh Milk 1L').closest('tr')!;
    expect(within(milk).getByText('2')).toBeInTheDocument();
    expect(within(milk).getByText('RS 400.00')).toBeInTheDocument();
  });

  it("tax and delivery read 'does not apply' when the tax is under 1; a fixed discount is an amount", async () => {
    open({
      ...ORDER,
      totalTax: 0.5,
      discountVoucher: { ...ORDER.discountVoucher, discount_type: 'fix', discount_value: 100 },
      discount_value: 100,
    });
    await screen.findByText('Fresh Milk 1L');
    expect(within(totals()).getAllByText('does not apply')).toHaveLength(2);
    expect(within(totals()).getByText('- RS 100.00')).toBeInTheDocument();
  });

  it('in review, totals use the picked quantities', async () => {
    open({ ...ORDER, status: 'in-review' });
    await screen.findByText('Fresh Milk 1L');
    // Milk picked 1 × 200 + Rice 2 × 450.50 = 1101.
    await waitFor(() => expect(within(totals()).getByText('RS 1101.00')).toBeInTheDocument());
  });
});
