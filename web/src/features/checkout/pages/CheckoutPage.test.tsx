import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { CartByUserDocument, CartUpdatedDocument } from '../../cart/cart.generated';
import { CreateOrderFromCartDocument } from '../placeOrder/createOrder.generated';
import { ResendPhoneCodeDocument } from '../../accounts/verify/phone.generated';
import { UserAddressesDocument } from '../../accounts/address/address.generated';
import { ValidateVoucherDocument } from '../voucher/voucher.generated';
import { draftStore } from '../draft/draftStore';
import {
  address,
  addressMocks,
  CART,
  cartMocks,
  CUSTOMER,
  EMPTY_CART,
  line,
  resetCheckoutState,
  signIn,
  slotMocks,
  startup,
} from '../testing';

vi.mock('../../accounts/address/LocationMap', async () => ({ default: (await import('../../accounts/address/testing')).FakeMap }));

// Monday 23 Nov 2026, 08:00 in Karachi.
const NOW = new Date('2026-11-23T03:00:00.000Z');
const TUESDAY_9 = 'Tue 24 Nov 09:00 AM - 12:00 PM';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetCheckoutState();
});

const ORDER_REQUEST = {
  cart_id: 'cart1',
  paymentMethod: 'COD',
  shipping_address_id: 'a2',
  note: 'Ring the bell',
  delivery_slot: {
    _id: 'slot-Tue-09:00',
    day: 'Tue',
    date: '24-11-2026',
    time_range_utc: JSON.stringify(['2026-11-24T04:00:00.000Z', '2026-11-24T07:00:00.000Z']),
  },
  discount_voucher_code: 'WELCOME10',
};

const placed = {
  __typename: 'Order',
  _id: 'o1',
  serial: 'K-100001',
  status: 'new',
  grandTotal: 1017,
  created_at: '2026-11-23T03:00:00.000Z',
  delivery_slot: null,
  error: null,
  errors: null,
};

function voucherMock(result: MockLink.MockedResponse['result'] | { error: Error }, code = 'WELCOME10'): MockLink.MockedResponse {
  const request = { query: ValidateVoucherDocument, variables: { code, customer_id: CUSTOMER._id } };
  return result && 'error' in result && result.error instanceof Error ? { request, error: result.error } : { request, result: result as MockLink.MockedResponse['result'] };
}

const welcome = {
  data: {
    validateVoucher: {
      __typename: 'DiscountVoucher',
      _id: 'v1',
      title: 'Welcome 10% off',
      details: '',
      code: 'WELCOME10',
      discount_type: '%',
      discount_value: 10,
      requirements: [],
      error: null,
      success: { __typename: 'SuccessInfo', message: 'Voucher applied' },
    },
  },
};

function orderMock(answer: Partial<MockLink.MockedResponse>, seen: string[] = []): MockLink.MockedResponse {
  return {
    request: {
      query: CreateOrderFromCartDocument,
      variables: (vars: Record<string, unknown>) => {
        const { idempotency_key, ...input } = vars.input as Record<string, unknown>;
        seen.push(String(idempotency_key));
        return JSON.stringify(input) === JSON.stringify(ORDER_REQUEST);
      },
    },
    ...answer,
  } as MockLink.MockedResponse;
}

function checkoutMocks(extra: MockLink.MockedResponse[] = [], cart: Record<string, unknown> = CART) {
  return [
    ...startup(),
    ...cartMocks(cart),
    ...addressMocks([address('a1'), address('a2', { is_default: 1 })]),
    ...slotMocks(),
    ...extra,
  ];
}

async function toStepThree(user: ReturnType<typeof userEvent.setup>) {
  const cell = await screen.findByRole('button', { name: `${TUESDAY_9}: Available` });
  await user.click(cell);
  const go = screen.getByRole('button', { name: 'Continue to Checkout' });
  await waitFor(() => expect(go).toBeEnabled());
  await user.click(go);
  await screen.findByRole('region', { name: 'Invoice' });
}

async function applyVoucher(user: ReturnType<typeof userEvent.setup>, code = 'WELCOME10') {
  const reveal = screen.getByRole('button', { name: 'Reveal' });
  expect(reveal).toBeDisabled();
  await user.type(screen.getByLabelText('Coupon code'), code);
  await waitFor(() => expect(reveal).toBeEnabled());
  await user.click(reveal);
}

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

  it('an unconfirmed phone is confirmed first', async () => {
    signIn();
    renderApp('/checkout', [
      ...startup({ phoneConfirmed: 0 }),
      ...cartMocks(),
      { request: { query: ResendPhoneCodeDocument, variables: () => true }, result: { data: { resendPhoneCode: { __typename: 'User', _id: 'u1', phone: CUSTOMER.phone, phone_confirmed: 0, error: null } } } },
    ]);
    expect(await screen.findByText('Confirm Account')).toBeInTheDocument();
    expect(screen.queryByText('Address & Time Slot')).not.toBeInTheDocument();
  });

  it('waits for the server cart with a sync step (and offers to try again when it failed)', async () => {
    signIn();
    renderApp('/checkout', [
      ...startup(),
      { request: { query: CartByUserDocument, variables: { id: CUSTOMER._id } }, error: new Error('Failed to fetch') },
      { request: { query: CartUpdatedDocument, variables: { id: CUSTOMER._id } }, result: { data: { cartUpdated: null } }, delay: 600_000 },
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

describe('step 2: address and time slot', () => {
  it('starts at step 2 with the default address chosen; Continue needs a slot too', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    const chosen = await screen.findByRole('radio', { name: /House a2/ });
    await waitFor(() => expect(chosen).toBeChecked());
    const go = screen.getByRole('button', { name: 'Continue to Checkout' });
    expect(go).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: `${TUESDAY_9}: Available` }));
    expect(await screen.findByRole('button', { name: `${TUESDAY_9}: Selected` })).toBeInTheDocument();
    expect(go).toBeEnabled();
    expect(draftStore.get().timeslot).toMatchObject({ _id: 'slot-Tue-09:00', date: '24-11-2026', day: 'Tue' });
  });

  it("says 'No user address found! Please add your address' without addresses", async () => {
    signIn();
    renderApp('/checkout', [...startup(), ...cartMocks(), ...addressMocks([]), ...slotMocks()]);
    expect(await screen.findByText('No user address found! Please add your address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  });

  it("a failed address query toasts 'Query Error'", async () => {
    signIn();
    renderApp('/checkout', [
      ...startup(),
      ...cartMocks(),
      { request: { query: UserAddressesDocument, variables: { id: CUSTOMER._id } }, error: new Error('Failed to fetch') },
      ...addressMocks([]).slice(1),
      ...slotMocks(),
    ]);
    expect((await screen.findAllByText('Query Error')).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Query Error'));
  });

  it('opens the add-address dialog 620 wide', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    await user.click(await screen.findByRole('button', { name: /Add address/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add address')).toBeInTheDocument();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('620px');
  });
});

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
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(draftStore.get().status).toBe('success');
  });

  it("a refused order shows the message and 'Error Found' with 'Review Order', staying on step 3", async () => {
    signIn();
    const user = userEvent.setup();
    const refused = { ...placed, _id: null, serial: null, error: { __typename: 'ErrorInfo', message: 'Low Stock', code: 'STOCK' } };
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
    expect(screen.getAllByText('Low Stock').length).toBeGreaterThanOrEqual(2); // toast and banner
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
      checkoutMocks([voucherMock(welcome), orderMock(failure, keys), orderMock(failure, keys), orderMock({ result: { data: { createOrderFromCart: placed } } }, keys)]),
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
    renderApp('/checkout', checkoutMocks([voucherMock(welcome), orderMock({ result: { data: { createOrderFromCart: null } } })]));
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

describe('voucher answers', () => {
  const setup = async (mock: MockLink.MockedResponse, code = 'BADCODE') => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks([mock]));
    await toStepThree(user);
    await applyVoucher(user, code);
  };

  it("the coupon code is required and at least 4 characters", async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    await toStepThree(user);
    await user.type(screen.getByLabelText('Coupon code'), 'AB');
    expect(await screen.findByText('Should be atleast 4 charactors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  });

  it("shows the server's refusal and keeps no coupon", async () => {
    await setup(voucherMock({ data: { validateVoucher: { ...welcome.data.validateVoucher, code: null, error: { __typename: 'ErrorInfo', message: 'Invalid voucher code' }, success: null } } }, 'BADCODE'));
    expect(await screen.findByText('Invalid voucher code')).toBeInTheDocument();
    expect(draftStore.get().coupon).toBeNull();
  });

  it("an empty answer is 'Empty response!'", async () => {
    await setup(voucherMock({ data: { validateVoucher: null } }, 'BADCODE'));
    expect(await screen.findByText('Empty response!')).toBeInTheDocument();
  });

  it("a voucher without a message says 'No response Data available'", async () => {
    await setup(voucherMock({ data: { validateVoucher: { ...welcome.data.validateVoucher, success: null } } }), 'WELCOME10');
    expect(await screen.findByText('No response Data available')).toBeInTheDocument();
    expect(draftStore.get().coupon).toMatchObject({ code: 'WELCOME10' });
  });

  it("a failed request toasts 'Unable to complete your request at the moment.'", async () => {
    await setup(voucherMock({ error: new Error('Failed to fetch') }, 'BADCODE'));
    expect(await screen.findByText('Unable to complete your request at the moment.')).toBeInTheDocument();
  });

  it('a top-level error is shown inline', async () => {
    await setup(voucherMock({ errors: [new GraphQLError('Authentication required')], data: { validateVoucher: null } }, 'BADCODE'));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
  });
});
