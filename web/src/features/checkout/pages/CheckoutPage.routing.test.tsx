import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { CartByUserDocument, CartUpdatedDocument } from '../../cart/cart.generated';
import { ResendPhoneCodeDocument } from '../../accounts/verify/phone.generated';
import userEvent from '@testing-library/user-event';
import { cartStore } from '../../cart/cartStore';
import { draftStore } from '../draft/draftStore';
import { CART, cartMocks, CUSTOMER, EMPTY_CART, line, signIn, startup } from '../testing';
import { withCheckoutClock, checkoutMocks } from './checkoutPageTesting';

vi.mock('../../accounts/address/LocationMap', async () => ({
  default: (await import('../../accounts/address/testing')).FakeMap,
}));

withCheckoutClock();

describe('checkout routing rules', () => {
  it('sends a visitor to the sign-in page, coming back to /checkout', async () => {
    const { router } = renderApp('/checkout', startup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/sign-in'));
    expect(router.state.location.search).toBe('?redirect=%2Fcheckout');
  });

  it("an empty cart reads 'Oops! there is noting to order!'", async () => {
    signIn();
    renderApp('/checkout', [...startup(), ...cartMocks(EMPTY_CART)]);
    expect(await screen.findByText('Oops! there is noting to order!')).toBeInTheDocument();
  });

  it("below the minimum order shows 'Order Error' and the minimum", async () => {
    signIn();
    const small = { ...CART, items: [line('p1', { qty: 1 })], totalPrice: 250, totalTax: 0, grandTotal: 350 };
    renderApp('/checkout', [...startup(), ...cartMocks(small)]);
    expect(await screen.findByText('Order Error')).toBeInTheDocument();
    expect(screen.getByText('Minimum order limit is RS 500')).toBeInTheDocument();
  });

  it("over the maximum order shows 'Order Error', the maximum and a way back to the cart", async () => {
    signIn();
    const large = { ...CART, items: [line('p1', { qty: 90 })], totalPrice: 60000, totalTax: 0, grandTotal: 60100 };
    renderApp('/checkout', [...startup({ settings: { max_order_amount: 50000 } }), ...cartMocks(large)]);
    expect(await screen.findByText('Order Error')).toBeInTheDocument();
    expect(screen.getByText('Maximum order limit is RS 50000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit cart' }));
    expect(cartStore.get().drawerOpen).toBe(true);
  });

  it('an unconfirmed phone is confirmed first', async () => {
    signIn();
    renderApp('/checkout', [
      ...startup({ phoneConfirmed: 0 }),
      ...cartMocks(),
      {
        request: { query: ResendPhoneCodeDocument, variables: () => true },
        result: {
          data: {
            resendPhoneCode: { __typename: 'User', _id: 'u1', phone: CUSTOMER.phone, phone_confirmed: 0, error: null },
          },
        },
      },
    ]);
    expect(await screen.findByText('Confirm Account')).toBeInTheDocument();
    expect(screen.queryByText('Address & Time Slot')).not.toBeInTheDocument();
  });

  it('waits for the server cart with a sync step (and offers to try again when it failed)', async () => {
    signIn();
    renderApp('/checkout', [
      ...startup(),
      { request: { query: CartByUserDocument, variables: { id: CUSTOMER._id } }, error: new Error('Failed to fetch') },
      {
        request: { query: CartUpdatedDocument, variables: { id: CUSTOMER._id } },
        result: { data: { cartUpdated: null } },
        delay: 600_000,
      },
    ]);
    expect(await screen.findByText('Syncing your cart…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('flushes a draft left with a status on entry', async () => {
    signIn();
    draftStore.dispatch({ type: 'updateStatus', status: 'success' });
    draftStore.dispatch({ type: 'setNote', note: 'old note' });
    const { router } = renderApp('/checkout', checkoutMocks());
    expect(await screen.findByText('Address & Time Slot')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(draftStore.get()).toMatchObject({ status: '', note: '' });
  });

  it("any other status met during checkout is 'Impossible Happened! Invalid Order Status'", async () => {
    signIn();
    renderApp('/checkout', checkoutMocks());
    await screen.findByText('Address & Time Slot');
    act(() => draftStore.dispatch({ type: 'updateStatus', status: 'weird' }));
    expect(await screen.findByText('Impossible Happened! Invalid Order Status')).toBeInTheDocument();
  });
});
