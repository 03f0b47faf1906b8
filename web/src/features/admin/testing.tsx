// Fixtures for the console's component tests: the /admin routes in a memory router over mocked GraphQL,
// with a session context of their own (signed in as the given user, or a visitor).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestUiProviders } from '../../test/TestUiProviders';
import { AuthContext, type AuthState } from '../../shared/auth/session';
import { sessionStore, type StoredUser } from '../../shared/auth/sessionStore';
import { adminRoutes } from './routes';
import { StaffBoardDocument, StaffMeDocument, StaffOrderDocument, StaffOrderUpdatedDocument } from './admin.generated';

export const STAFF_USER: StoredUser = { _id: 'u-staff', fname: 'Sana', email: 'sana@karyana.pk', status: 'enabled' };
const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;
const any = () => true;

export function staffMember(role: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'StaffMember',
    _id: `u-${role}`,
    email: `${role}@karyana.pk`,
    name: `Sana ${role}`,
    phone: '03001112222',
    role,
    disabled: false,
    created_at: '2026-11-01T00:00:00.000Z',
    error: null,
    ...extra,
  };
}

export function staffMeMock(role: string): MockLink.MockedResponse {
  return { request: { query: StaffMeDocument }, result: { data: { staffMe: staffMember(role) } }, ...always };
}

export function forbiddenMock(): MockLink.MockedResponse {
  return {
    request: { query: StaffMeDocument },
    result: {
      data: { staffMe: null },
      errors: [
        {
          message: 'This page is for Karyana staff only',
          extensions: { code: 'FORBIDDEN', textCode: 'STAFF_ONLY' },
        },
      ],
    },
    ...always,
  };
}

export const line = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffOrderLine',
  product_id: id,
  title: `Item ${id}`,
  picture_thumb: null,
  barcode: `880${id}`,
  cat_id: 'c1',
  cat_title: 'Dairy',
  price: 100,
  qty: 2,
  pickedQty: null,
  notFound: null,
  deliverable_qty: null,
  delivery_status: null,
  ...extra,
});

export function staffOrder(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'StaffOrder',
    _id: 'o1',
    serial: 'K-100001',
    version: 3,
    status: 'picking',
    next_statuses: ['in-review', 'pending', 'canceled'],
    created_at: '2026-11-26T04:00:00.000Z',
    updated_at: '2026-11-26T05:00:00.000Z',
    customer: {
      __typename: 'OrderCustomer',
      _id: 'c1',
      fname: 'Ali',
      lname: 'Raza',
      email: 'ali@example.com',
      phone: '03001234567',
    },
    shipping_address: {
      __typename: 'Address',
      _id: 'a1',
      full_address: 'House 12, Street 4, Farid Town',
      city: 'Sahiwal',
      delivery_instructions: 'Gate is green',
    },
    geo_point: { __typename: 'GeoPoint', coordinates: [30.66, 73.1] },
    note: 'Please call first',
    delivery_slot: {
      __typename: 'OrderDeliverySlot',
      _id: 's1',
      day: 'Thu',
      date: '26-11-2026',
      start_time: '09:00',
      end_time: '12:00',
      time_range_utc: null,
    },
    lines: [
      line('p1', { title: 'Fresh Milk 1L', qty: 3 }),
      line('p2', { title: 'Yogurt 500g', qty: 1 }),
      line('p3', { title: 'Basmati Rice 1kg', cat_id: 'c2', cat_title: 'Rice', qty: 2, price: 450 }),
    ],
    totalPrice: 1300,
    totalTax: 0,
    deliveryCharges: 100,
    discount_value: 0,
    grandTotal: 1400,
    payment_status: 'pending',
    rider: null,
    cash_collected: null,
    cancel_reason: null,
    delivered_at: null,
    status_notes: [
      { __typename: 'StatusNote', note: 'Status Updated to picking', created_at: '2026-11-26T05:00:00.000Z' },
    ],
    error: null,
    ...extra,
  };
}

export function staffOrderMock(order: unknown, options: { once?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: StaffOrderDocument, variables: any },
    result: { data: { staffOrder: order } },
    ...(options.once ? {} : always),
  };
}

function FakeSession({ initial, children }: { initial: StoredUser | null; children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(initial);
  const signIn = useCallback((next: StoredUser, token: string, refreshToken: string | null) => {
    sessionStore.setTokens(token, refreshToken);
    setUser(next);
  }, []);
  const signOut = useCallback(() => setUser(null), []);
  const value = useMemo<AuthState>(
    () => ({ user, ordersCount: 0, signIn, signOut, setOrdersCount: () => undefined }),
    [user, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function renderAdmin(
  path: string,
  mocks: ReadonlyArray<MockLink.MockedResponse>,
  { user = STAFF_USER }: { user?: StoredUser | null } = {},
) {
  if (user) sessionStore.setTokens('access-token', 'refresh-token');
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(
    <MockedProvider
      mocks={mocks}
      defaultOptions={{ watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } }}
    >
      <TestUiProviders>
        <FakeSession initial={user}>
          <RouterProvider router={router} />
        </FakeSession>
      </TestUiProviders>
    </MockedProvider>,
  );
  return { ...view, router };
}

export const boardOrder = (serial: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffBoardOrder',
  serial,
  version: 1,
  status: 'new',
  customer_name: `Customer ${serial}`,
  customer_phone: '03001234567',
  area: 'Farid Town',
  item_count: 3,
  grandTotal: 1017,
  rider_name: null,
  created_at: '2026-11-26T04:00:00.000Z',
  ...extra,
});

export const boardSlot = (
  id: string,
  start: string,
  end: string,
  orders: ReturnType<typeof boardOrder>[],
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'StaffBoardSlot',
  slot_id: id,
  date: '2026-11-26',
  start_time: start,
  end_time: end,
  max_order_limit: 10,
  load: orders.length,
  orders,
  ...extra,
});

export function board(slots: unknown[], counts: Record<string, number>) {
  return {
    __typename: 'StaffBoard',
    dates: ['2026-11-26'],
    slots,
    status_counts: Object.entries(counts).map(([status, count]) => ({ __typename: 'StatusCount', status, count })),
    error: null,
  };
}

export function boardMock(value: unknown, options: { always?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: StaffBoardDocument, variables: any },
    result: { data: { staffOrderBoard: value } },
    ...(options.always ? always : {}),
  };
}

export function orderEventMock(kind: string, serial: string, delay = 50): MockLink.MockedResponse {
  return {
    request: { query: StaffOrderUpdatedDocument },
    result: {
      data: {
        staffOrderUpdated: {
          __typename: 'StaffOrderEvent',
          kind,
          serial,
          status: 'new',
          version: 1,
          date: '2026-11-26',
        },
      },
    },
    delay,
  };
}

/** A subscription that says nothing while the test runs. */
export function quietEventsMock(): MockLink.MockedResponse {
  return {
    request: { query: StaffOrderUpdatedDocument },
    result: { data: { staffOrderUpdated: null } },
    delay: 600_000,
  };
}

/** A StaffOrder payload carrying only a refusal. */
export function refusal(code: string, textCode: string, message: string) {
  const empty = Object.fromEntries(Object.keys(staffOrder()).map((key) => [key, null]));
  return {
    ...empty,
    __typename: 'StaffOrder',
    error: { __typename: 'ErrorInfo', message, code, textCode },
  };
}
