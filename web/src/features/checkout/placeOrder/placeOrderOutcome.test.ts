import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { newIdempotencyKey, orderOutcome } from './placeOrderOutcome';
import { orderInput } from './usePlaceOrder';
import { EMPTY_DRAFT } from '../draft/orderDraft';

const order = (extra: Record<string, unknown> = {}) => ({
  _id: 'o1',
  serial: 'K-1001',
  status: 'new',
  grandTotal: 1017,
  created_at: null,
  delivery_slot: null,
  error: null,
  errors: null,
  ...extra,
});

describe('place order outcome', () => {
  it('an order with an id is a success', () => {
    expect(orderOutcome({ data: { createOrderFromCart: order() } })).toMatchObject({ kind: 'success' });
  });

  it("the order's error and errors are the server's message", () => {
    expect(
      orderOutcome({ data: { createOrderFromCart: order({ _id: null, error: { message: 'Sold Out', code: null } }) } }),
    ).toEqual({
      kind: 'serverError',
      message: 'Sold Out',
    });
    const both = order({
      _id: null,
      error: { message: 'Slot is full', code: 'SLOT' },
      errors: [
        { message: 'Slot is full', code: 'SLOT', details: null },
        { message: 'Voucher expired', code: 'V', details: null },
      ],
    });
    expect(orderOutcome({ data: { createOrderFromCart: both } })).toEqual({
      kind: 'serverError',
      message: 'Slot is full Voucher expired',
    });
  });

  it("an empty answer is 'Invalid response!'", () => {
    expect(orderOutcome({ data: { createOrderFromCart: null } })).toEqual({
      kind: 'invalid',
      message: 'Invalid response!',
    });
    expect(orderOutcome({ data: { createOrderFromCart: order({ _id: null, serial: null }) } }).kind).toBe('invalid');
  });

  it("a network failure is 'Unable to process order at the moment!'", () => {
    expect(orderOutcome({ error: new Error('Failed to fetch') })).toEqual({
      kind: 'failure',
      message: 'Unable to process order at the moment!',
    });
  });

  it('top-level GraphQL errors are shown as the server said', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Authentication required' }] });
    expect(orderOutcome({ data: null, error })).toEqual({ kind: 'serverError', message: 'Authentication required' });
  });
});

describe('order input', () => {
  const draft = {
    ...EMPTY_DRAFT,
    address: { _id: 'a1', full_address: 'House 1' },
    timeslot: {
      _id: 's1',
      day: 'Tue',
      date: '24-11-2026',
      start_time: '09:00',
      end_time: '12:00',
      time_range_utc: '["x","y"]',
    },
    coupon: { code: 'WELCOME10', discount_type: '%', discount_value: 10 },
    note: 'Ring twice',
  };

  it('sends COD, the address id, the slot, the coupon code and the key, and no prices', () => {
    expect(orderInput(draft, 'c1', 'k1')).toEqual({
      cart_id: 'c1',
      paymentMethod: 'COD',
      shipping_address_id: 'a1',
      note: 'Ring twice',
      delivery_slot: { _id: 's1', day: 'Tue', date: '24-11-2026', time_range_utc: '["x","y"]' },
      discount_voucher_code: 'WELCOME10',
      idempotency_key: 'k1',
    });
    expect(orderInput({ ...draft, coupon: null }, 'c1', 'k1')?.discount_voucher_code).toBeNull();
  });

  it('needs an address and a slot', () => {
    expect(orderInput({ ...draft, address: null }, 'c1', 'k')).toBeNull();
    expect(orderInput({ ...draft, timeslot: null }, 'c1', 'k')).toBeNull();
  });

  it('idempotency keys are fresh v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
