import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { draftStore } from '../draft/draftStore';
import { signIn } from '../testing';
import {
  withCheckoutClock,
  TUESDAY_9,
  placed,
  voucherMock,
  welcome,
  orderMock,
  checkoutMocks,
  toStepThree,
  applyVoucher,
} from './checkoutPageTesting';

vi.mock('../../accounts/address/LocationMap', async () => ({
  default: (await import('../../accounts/address/testing')).FakeMap,
}));

withCheckoutClock();

describe('step 3: invoice, voucher, place order', () => {
  it('places the order with WELCOME10 and goes to the success page', async () => {
    signIn();
    const user = userEvent.setup();
    const keys: string[] = [];
    const { router } = renderApp(
      '/checkout',
      checkoutMocks([voucherMock(welcome), orderMock({ result: { data: { createOrderFromCart: placed } } }, keys)]),
    );
    await toStepThree(user);
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText('Fresh Milk 1L')).toBeInTheDocument();
    expect(within(invoice).getByText('RS 1000.00')).toBeInTheDocument();
    expect(within(invoice).getByText('RS 17.00')).toBeInTheDocument();
    expect(within(invoice).getByText('RS 1117.00')).toBeInTheDocument();

    await applyVoucher(user);
    expect(await screen.findByText('Voucher applied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeEnabled();
    expect(within(invoice).getByText('- RS 100.00')).toBeInTheDocument();
    expect(within(invoice).getByText('RS 1017.00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Note'), 'Ring the bell');
    await user.click(screen.getByRole('button', { name: /Place Order/ }));

    expect(await screen.findByText('Order successfull')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(await screen.findByText('Your Order Has Been Submitted Successfully')).toBeInTheDocument();
    expect(screen.getByText('24-11-2026')).toBeInTheDocument();
    expect(screen.getByText('0900 - 1200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '#K-100001' })).toHaveAttribute('href', '/user/order/K-100001');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(draftStore.get().status).toBe('success');
  });

  it("a refused order shows the message and 'Error Found' with 'Review Order', staying on step 3", async () => {
    signIn();
    const user = userEvent.setup();
    const refused = {
      ...placed,
      _id: null,
      serial: null,
      error: { __typename: 'ErrorInfo', message: 'Low Stock', code: 'STOCK', textCode: 'LOW_STOCK' },
    };
    const { router } = renderApp(
      '/checkout',
      checkoutMocks([voucherMock(welcome), orderMock({ result: { data: { createOrderFromCart: refused } } })]),
    );
    await toStepThree(user);
    await applyVoucher(user);
    await screen.findByText('Voucher applied');
    await user.type(screen.getByLabelText('Note'), 'Ring the bell');
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Error Found')).toBeInTheDocument();
    // The toast and the banner (the toast's code loads with the first toast: it may come second).
    await waitFor(() => expect(screen.getAllByText('Low Stock').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('link', { name: 'Review Order' })).toHaveAttribute('href', '/checkout/review');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(draftStore.get().status).toBe('');
  });

  it('a dropped request is retried with the same key, then fails with the spec message; the next click reuses it', async () => {
    signIn();
    const user = userEvent.setup();
    const keys: string[] = [];
    const failure = { error: new Error('Failed to fetch') };
    renderApp(
      '/checkout',
      checkoutMocks([
        voucherMock(welcome),
        orderMock(failure, keys),
        orderMock(failure, keys),
        orderMock({ result: { data: { createOrderFromCart: placed } } }, keys),
      ]),
    );
    await toStepThree(user);
    await applyVoucher(user);
    await screen.findByText('Voucher applied');
    await user.type(screen.getByLabelText('Note'), 'Ring the bell');
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Unable to process order at the moment!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Order successfull')).toBeInTheDocument();
    const sent = [...new Set(keys)];
    expect(sent).toHaveLength(1);
  });

  it("an empty answer is 'Invalid response!'", async () => {
    signIn();
    const user = userEvent.setup();
    renderApp(
      '/checkout',
      checkoutMocks([voucherMock(welcome), orderMock({ result: { data: { createOrderFromCart: null } } })]),
    );
    await toStepThree(user);
    await applyVoucher(user);
    await screen.findByText('Voucher applied');
    await user.type(screen.getByLabelText('Note'), 'Ring the bell');
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Invalid response!')).toBeInTheDocument();
  });

  it("without an address Place Order says 'Address not found!' and sends nothing", async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    await toStepThree(user);
    act(() => draftStore.dispatch({ type: 'selectAddress', address: null }));
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Address not found!')).toBeInTheDocument();
  });

  it('Back returns to step 2 with the slot still chosen', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    await toStepThree(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: `${TUESDAY_9}: Selected` })).toBeInTheDocument();
  });
});
