// Test helpers for the cart: server-shaped carts, and a cart UI rendered over mocked GraphQL with
// a signed-in customer (or a visitor), the settings, toasts, a router and the CartProvider.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { productsUpdatedMock } from '../../shared/catalogue/liveProductsTesting';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TestUiProviders } from '../../test/TestUiProviders';
import { SettingsContext } from '../../shared/settings/storeSettings';
import { AuthContext, type AuthState } from '../../shared/auth/session';
import { SETTINGS_DEFAULTS } from '../../shared/config';
import type { StoredUser } from '../../shared/auth/sessionStore';
import { CartByUserDocument, CartUpdatedDocument } from './cart.generated';
import { CartProvider } from './CartProvider';
import { cartStore } from './cartStore';
import type { Cart, CartLine } from './cartTotals';

export const CUSTOMER: StoredUser = { _id: 'u1', fname: 'Ayesha', email: 'a@example.com', phone_confirmed: 1 };

export function cartLine(over: Partial<CartLine> & { product_id: string }): CartLine {
  return {
    __typename: 'CartItem',
    title: `Product ${over.product_id}`,
    slug: `product-${over.product_id}`,
    price: 100,
    price_was: 0,
    tax_total: 0,
    taxable: 0,
    qty: 1,
    limit_max_qty_in_cart: 0,
    picture_thumb: null,
    available_qty: 10,
    status: 'published',
    updated_at: '2026-11-23T10:00:00.000Z',
    ...over,
  } as CartLine;
}

/** A server cart whose totals follow its lines (delivery 100 when it has any, like the demo store). */
export function serverCart(lines: CartLine[], over: Partial<Cart> = {}): Cart {
  const sub = lines.reduce((s, l) => s + Math.round((l.price ?? 0) * 100) * (l.qty ?? 0), 0) / 100;
  const tax = lines.reduce((s, l) => s + Math.round((l.tax_total ?? 0) * 100) * (l.qty ?? 0), 0) / 100;
  const delivery = lines.length ? 100 : 0;
  return {
    __typename: 'Cart',
    _id: 'cart-1',
    customer_id: CUSTOMER._id,
    items: lines,
    totalPrice: sub,
    totalTax: tax,
    deliveryCharges: delivery,
    grandTotal: Math.round((sub + tax + delivery) * 100) / 100,
    updated_at: '2026-11-23T10:00:00.000Z',
    error: null,
    ...over,
  } as Cart;
}

export function cartByUserMock(cart: Cart): MockLink.MockedResponse {
  return {
    request: { query: CartByUserDocument, variables: { id: CUSTOMER._id } },
    result: { data: { cartByUser: cart } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The cartUpdated subscription, answering once after `delay` ms (long: it stays quiet). */
export function cartUpdatedMock(cart: Cart | null = null, delay = 600_000): MockLink.MockedResponse {
  return {
    request: { query: CartUpdatedDocument, variables: { id: CUSTOMER._id } },
    result: { data: { cartUpdated: cart ? { __typename: 'CartEvent', mutation: 'UPDATED', node: cart } : null } },
    delay,
  };
}

export function renderCartUi(
  ui: ReactNode,
  {
    user = CUSTOMER,
    mocks = [],
    settings = {},
    path = '/',
    routes = [],
  }: {
    user?: StoredUser | null;
    mocks?: ReadonlyArray<MockLink.MockedResponse>;
    settings?: Record<string, unknown>;
    path?: string;
    routes?: RouteObject[];
  } = {},
) {
  cartStore.reset();
  const auth: AuthState = {
    user,
    ordersCount: 0,
    signIn: () => undefined,
    signOut: () => undefined,
    setOrdersCount: () => undefined,
  };
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <MockedProvider
      mocks={[...mocks, productsUpdatedMock()]}
      defaultOptions={{ mutate: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } }}
    >
      <TestUiProviders>
        <SettingsContext.Provider value={{ ...SETTINGS_DEFAULTS, ...settings }}>
          <AuthContext.Provider value={auth}>
            <CartProvider>
              <RouterProvider router={router} />
            </CartProvider>
          </AuthContext.Provider>
        </SettingsContext.Provider>
      </TestUiProviders>
    </MockedProvider>,
  );
  return { ...view, router };
}
