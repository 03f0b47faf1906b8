// After an order is placed the header's 'Your Orders' shows without a reload: the count goes up at
// once and is then asked from the server again (getLoggedInUser).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { LoggedInUserDocument } from '../../../shared/auth/loggedInUser.generated';
import { CUSTOMER, signIn } from '../testing';
import {
  checkoutMocks,
  orderMock,
  placed,
  toStepThree,
  withCheckoutClock,
  applyVoucher,
  voucherMock,
  welcome,
} from '../pages/checkoutPageTesting';

vi.mock('../../accounts/address/LocationMap', async () => ({
  default: (await import('../../accounts/address/testing')).FakeMap,
}));

withCheckoutClock();

describe("'Your Orders' after placing an order", () => {
  it('appears on the desktop header without a reload, and the count is asked again', async () => {
    setViewportWidth(1280);
    signIn();
    // The start finds no orders; once the order exists the server counts it.
    const counts: number[] = [];
    const loggedInUser = vi.fn(() => {
      const ordersCount = counts.length === 0 ? 0 : 1;
      counts.push(ordersCount);
      return { data: { getLoggedInUser: { __typename: 'LoggedInUser', user: CUSTOMER, ordersCount, error: null } } };
    });
    const mocks = checkoutMocks([
      voucherMock(welcome),
      orderMock({ result: { data: { createOrderFromCart: placed } } }),
    ]).filter((m) => m.request.query !== LoggedInUserDocument);
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', [
      { request: { query: LoggedInUserDocument }, result: loggedInUser, maxUsageCount: Number.POSITIVE_INFINITY },
      ...mocks,
    ]);
    await toStepThree(user);
    await applyVoucher(user);
    await screen.findByText('Voucher applied');
    await user.type(screen.getByLabelText('Note'), 'Ring the bell');
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    await waitFor(() => expect(loggedInUser).toHaveBeenCalledTimes(2));

    await user.click(await screen.findByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const link = await screen.findByRole('link', { name: 'Your Orders' });
    expect(link).toHaveAttribute('href', '/user/my-orders');
    expect(link.closest('header')).toHaveClass('desktop-header');
    expect(loggedInUser).toHaveBeenCalledTimes(2);
  });
});
