// Renders catalogue screens over mocked GraphQL, as a visitor or a signed-in customer, with
// product records shaped like the server's.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { productsUpdatedMock } from '../../shared/catalogue/liveProductsTesting';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TestUiProviders } from '../../test/TestUiProviders';
import { AuthContext, type AuthState } from '../../shared/auth/session';
import { SettingsContext } from '../../shared/settings/storeSettings';
import { SETTINGS_DEFAULTS } from '../../shared/config';
import type { StoredUser } from '../../shared/auth/sessionStore';
import { ProductListDocument } from './listing/productList.generated';
import { ProductBySlugDocument } from './product/productBySlug.generated';

export const CUSTOMER: StoredUser = { _id: 'u1', fname: 'Ali', email: 'ali@example.com', status: 'enabled' };

function authState(user: StoredUser | null): AuthState {
  return { user, ordersCount: 0, signIn: () => undefined, signOut: () => undefined, setOrdersCount: () => undefined };
}

export function renderCatalogue(
  ui: ReactNode,
  {
    mocks = [],
    user = null,
    path = '/',
    routes,
  }: {
    mocks?: ReadonlyArray<MockLink.MockedResponse>;
    user?: StoredUser | null;
    path?: string;
    /** Routes instead of `ui` (pages that read their slug). */
    routes?: RouteObject[];
  } = {},
) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <MockedProvider
      mocks={[...mocks, productsUpdatedMock()]}
      defaultOptions={{
        watchQuery: { errorPolicy: 'all', fetchPolicy: 'network-only' },
        query: { errorPolicy: 'all' },
        mutate: { errorPolicy: 'all' },
      }}
    >
      <TestUiProviders>
        <SettingsContext.Provider value={{ ...SETTINGS_DEFAULTS }}>
          <AuthContext.Provider value={authState(user)}>
            <RouterProvider router={router} />
          </AuthContext.Provider>
        </SettingsContext.Provider>
      </TestUiProviders>
    </MockedProvider>,
  );
  return { ...view, router };
}

let serial = 0;

/** A Product as client_productsQuery and productBySlug answer it. */
export function product(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const id = `p${serial}`;
  return {
    __typename: 'Product',
    _id: id,
    title: `Product ${serial}`,
    slug: `product-${serial}`,
    price: 100,
    price_was: 0,
    picture: `/media/products/${id}.jpg`,
    picture_thumb: `/media/products/thumbs/${id}.jpg`,
    available_qty: 10,
    limit_max_qty_in_cart: 0,
    already_in_alert: 'no',
    attributes_v2: [
      { __typename: 'AttributeRef', title: 'Weight', slug: 'weight', code: 'WT', value: '1 kg', show_in_store: 1 },
      { __typename: 'AttributeRef', title: 'Brand', slug: 'brand', code: 'BRAND', value: 'Acme', show_in_store: 0 },
    ],
    ...overrides,
  };
}

export type ProductRecordMock = ReturnType<typeof product>;

/** One client_productsQuery page. */
export function productPageMock(
  filter: object,
  first: number,
  after: string | null,
  nodes: ProductRecordMock[],
  { totalCount, hasNextPage }: { totalCount: number; hasNextPage: boolean },
): MockLink.MockedResponse {
  const edges = nodes.map((node) => ({ __typename: 'ProductEdge', cursor: `c-${node._id}`, node }));
  return {
    request: { query: ProductListDocument, variables: { first, after, filter: JSON.stringify(filter) } },
    result: {
      data: {
        client_productsQuery: {
          __typename: 'ProductConnection',
          totalCount,
          edges,
          pageInfo: { __typename: 'PageInfo', endCursor: edges.at(-1)?.cursor ?? null, hasNextPage },
          error: null,
        },
      },
    },
  };
}

/** productBySlug's answer for a product page: `record` (null: no such product) in Mangoes (c111), no gallery. */
export function productBySlugMock(
  slug: string,
  record: Record<string, unknown> | null,
  { error, ...fields }: { error?: Error; short_description?: string | null; details?: string | null } = {},
): MockLink.MockedResponse {
  const request = { query: ProductBySlugDocument, variables: { slug } };
  if (error) return { request, error };
  return {
    request,
    result: {
      data: {
        productBySlug: record && {
          short_description: null,
          details: null,
          ...fields,
          status: 'published',
          seo_title: null,
          seo_desc: null,
          cat_id: 'c111',
          category: {
            __typename: 'ProductCategory',
            _id: 'c111',
            title: 'Mangoes',
            slug: 'mangoes',
            parent_cat_id: 'c11',
          },
          gallery: [],
          response: { __typename: 'ProductResponse', _id: record._id, error: null },
          ...record,
        },
      },
    },
  };
}
