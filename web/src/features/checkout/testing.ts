// Fixtures for the checkout and orders component tests: a signed-in customer with a server cart,
// addresses and the week's slots, over mocked GraphQL.
import type { MockLink } from '@apollo/client/testing';
import { AddressesUpdatedDocument, UserAddressesDocument } from '../accounts/address/address.generated';
import { CartByUserDocument, CartUpdatedDocument } from '../cart/cart.generated';
import { DeliverySlotsDocument, DeliverySlotsUpdatedDocument, SlotOrderTotalsDocument } from './slots/slots.generated';
import { LoggedInUserDocument } from '../../shared/auth/loggedInUser.generated';
import { sessionStore } from '../../shared/auth/sessionStore';
import { categoriesMock, settingsMock } from '../../test/mocks';
import { CUSTOMER } from '../accounts/profile/testing';
import { cartStore } from '../cart/cartStore';
import { draftStore } from './draft/draftStore';

export { CUSTOMER };

export const QUIET: MockLink.MockedResponse['delay'] = 600_000;
const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

/** Stores a session; the auth gate then loads this customer (phone confirmed unless told). */
export function signIn(): void {
  sessionStore.setTokens('access-token', 'refresh-token');
  sessionStore.setUser({
    _id: CUSTOMER._id,
    fname: CUSTOMER.fname,
    email: CUSTOMER.email,
    status: 'enabled',
    phone_confirmed: 1,
  });
}

export function startup({
  phoneConfirmed = 1,
  settings = {},
}: { phoneConfirmed?: number; settings?: Record<string, unknown> } = {}): MockLink.MockedResponse[] {
  return [
    settingsMock({ delivery_charges: 100, timeslot_pre_gap: 60, timeslot_days_to_show: 7, ...settings }),
    categoriesMock(),
    {
      request: { query: LoggedInUserDocument },
      result: {
        data: {
          getLoggedInUser: {
            __typename: 'LoggedInUser',
            user: { ...CUSTOMER, phone_confirmed: phoneConfirmed },
            ordersCount: 0,
            error: null,
          },
        },
      },
      ...always,
    },
  ];
}

export const line = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'CartItem',
  product_id: id,
  cart_id: 'cart1',
  title: `Product ${id}`,
  slug: `product-${id}`,
  price: 250,
  price_was: 300,
  tax_value: 0,
  tax_unit: '%',
  tax_total: 0,
  taxable: 0,
  qty: 2,
  limit_max_qty_in_cart: 0,
  picture: null,
  picture_thumb: null,
  available_qty: 10,
  status: 'published',
  attributes: [],
  category: null,
  updated_at: '2026-11-23T01:00:00.000Z',
  ...extra,
});

/** Two lines: 2 × 250 + 1 × 500 = 1000; tax 17 (one taxable line); delivery 100. */
export const CART = {
  __typename: 'Cart',
  _id: 'cart1',
  customer_id: CUSTOMER._id,
  items: [
    line('p2', { qty: 1, price: 500, price_was: null, taxable: 1, tax_total: 17, title: 'Basmati Rice 1kg' }),
    line('p1', { title: 'Fresh Milk 1L' }),
  ],
  totalPrice: 1000,
  totalTax: 17,
  deliveryCharges: 100,
  grandTotal: 1117,
  created_at: '2026-11-23T01:00:00.000Z',
  updated_at: '2026-11-23T01:00:00.000Z',
  error: null,
};

export const EMPTY_CART = { ...CART, items: [], totalPrice: 0, totalTax: 0, deliveryCharges: 0, grandTotal: 0 };

export function cartMocks(cart: Record<string, unknown> = CART): MockLink.MockedResponse[] {
  return [
    {
      request: { query: CartByUserDocument, variables: { id: CUSTOMER._id } },
      result: { data: { cartByUser: cart } },
      ...always,
    },
    {
      request: { query: CartUpdatedDocument, variables: { id: CUSTOMER._id } },
      result: { data: { cartUpdated: null } },
      delay: QUIET,
    },
  ];
}

export const address = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Address',
  _id: id,
  user_id: CUSTOMER._id,
  full_address: `House ${id}, Street 4, Farid Town`,
  city: 'sahiwal',
  label: 'home',
  geo_point: { __typename: 'GeoPoint', type: 'Point', coordinates: [30.6625, 73.0975] },
  delivery_zone: null,
  delivery_instructions: null,
  is_default: 0,
  verified: 'yes',
  created_at: null,
  updated_at: null,
  error: null,
  ...extra,
});

export function addressMocks(list: unknown[]): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UserAddressesDocument, variables: { id: CUSTOMER._id } },
      result: { data: { userAddresses: list } },
      ...always,
    },
    { request: { query: AddressesUpdatedDocument }, result: { data: { addressesUpdated: null } }, delay: QUIET },
  ];
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WINDOWS = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
  ['18:00', '21:00'],
] as const;

export const slot = (day: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'DeliverySlot',
  _id: `slot-${day}-${start}`,
  start_time: start,
  end_time: end,
  time_range_utc: '[]',
  day,
  days: null,
  blocked_dates: '',
  max_order_limit: 20,
  totalOrders: 0,
  ...extra,
});

/** The demo store's 28 weekly slots. */
export const SLOTS = DAYS.flatMap((d) => WINDOWS.map(([s, e]) => slot(d, s, e)));

export function slotMocks(
  slots: unknown[] = SLOTS,
  counts: Array<{ cnt: number; start_time: string }> = [],
  countsResult?: MockLink.MockedResponse['result'] | { error: Error },
): MockLink.MockedResponse[] {
  const countsResponse: MockLink.MockedResponse =
    countsResult && 'error' in countsResult && countsResult.error instanceof Error
      ? { request: { query: SlotOrderTotalsDocument, variables: () => true }, error: countsResult.error, ...always }
      : {
          request: { query: SlotOrderTotalsDocument, variables: () => true },
          result: (countsResult as MockLink.MockedResponse['result']) ?? {
            data: {
              getTotalOrdersForSlots: {
                __typename: 'SlotOrderTotals',
                results: counts.map((c) => ({ __typename: 'SlotOrderCount', ...c })),
                error: null,
              },
            },
          },
          ...always,
        };
  return [
    {
      request: { query: DeliverySlotsDocument, variables: () => true },
      result: { data: { deliverySlots: slots } },
      ...always,
    },
    countsResponse,
    {
      request: { query: DeliverySlotsUpdatedDocument },
      result: { data: { deliverySlotsUpdated: null } },
      delay: QUIET,
    },
  ];
}

/** Between tests: the draft and the cart live outside React. */
export function resetCheckoutState(): void {
  draftStore.dispatch({ type: 'flush' });
  draftStore.reload();
  cartStore.reset();
}
