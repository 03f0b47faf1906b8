// The checkout page's test kit: the frozen clock, the order and voucher mocks and the steps
// the CheckoutPage.*.test.tsx files share.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { CreateOrderFromCartDocument } from '../placeOrder/createOrder.generated';
import { ValidateVoucherDocument } from '../voucher/voucher.generated';
import { address, addressMocks, CART, cartMocks, CUSTOMER, resetCheckoutState, slotMocks, startup } from '../testing';

// Monday 23 Nov 2026, 08:00 in Karachi.
export const NOW = new Date('2026-11-23T03:00:00.000Z');
export const TUESDAY_9 = 'Tue 24 Nov 09:00 AM - 12:00 PM';

/** Registers the frozen clock (Monday 08:00 in Karachi) and the state reset around every test. */
export function withCheckoutClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    resetCheckoutState();
  });
}

export const ORDER_REQUEST = {
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

export const placed = {
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

export function voucherMock(
  result: MockLink.MockedResponse['result'] | { error: Error },
  code = 'WELCOME10',
): MockLink.MockedResponse {
  const request = { query: ValidateVoucherDocument, variables: { code, customer_id: CUSTOMER._id } };
  return result && 'error' in result && result.error instanceof Error
    ? { request, error: result.error }
    : { request, result: result as MockLink.MockedResponse['result'] };
}

export const welcome = {
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
      success: { __typename: 'SuccessInfo', message: 'Voucher applied', textCode: 'VOUCHER_APPLIED' },
    },
  },
};

export function orderMock(answer: Partial<MockLink.MockedResponse>, seen: string[] = []): MockLink.MockedResponse {
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

export function checkoutMocks(extra: MockLink.MockedResponse[] = [], cart: Record<string, unknown> = CART) {
  return [
    ...startup(),
    ...cartMocks(cart),
    ...addressMocks([address('a1'), address('a2', { is_default: 1 })]),
    ...slotMocks(),
    ...extra,
  ];
}

export async function toStepThree(user: ReturnType<typeof userEvent.setup>) {
  const cell = await screen.findByRole('button', { name: `${TUESDAY_9}: Available` });
  await user.click(cell);
  const go = screen.getByRole('button', { name: 'Continue to Checkout' });
  await waitFor(() => expect(go).toBeEnabled());
  await user.click(go);
  await screen.findByRole('region', { name: 'Invoice' });
}

export async function applyVoucher(user: ReturnType<typeof userEvent.setup>, code = 'WELCOME10') {
  const reveal = screen.getByRole('button', { name: 'Reveal' });
  expect(reveal).toBeDisabled();
  await user.type(screen.getByLabelText('Coupon code'), code);
  await waitFor(() => expect(reveal).toBeEnabled());
  await user.click(reveal);
}
