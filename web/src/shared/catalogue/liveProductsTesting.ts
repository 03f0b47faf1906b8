// Test helpers for the live products subscription (liveProducts.ts).
import type { MockLink } from '@apollo/client/testing';
import { ProductsUpdatedDocument } from './liveProducts.generated';

export interface LiveProduct {
  _id: string;
  slug?: string | null;
  price?: number | null;
  price_was?: number | null;
  picture?: string | null;
  picture_thumb?: string | null;
  available_qty?: number | null;
  reserved_for_order?: number | null;
  limit_max_qty_in_cart?: number | null;
  status?: string | null;
}

/** One productsUpdated event after `delay` ms; with no products and the default delay it stays quiet. */
export function productsUpdatedMock(products: LiveProduct[] | null = null, delay = 600_000): MockLink.MockedResponse {
  const event = products && {
    __typename: 'ProductsEvent',
    reload: false,
    products: products.map((p) => ({
      __typename: 'Product',
      slug: null,
      price: null,
      price_was: null,
      picture: null,
      picture_thumb: null,
      available_qty: null,
      reserved_for_order: 0,
      limit_max_qty_in_cart: 0,
      status: 'published',
      ...p,
    })),
  };
  return { request: { query: ProductsUpdatedDocument }, result: { data: { productsUpdated: event } }, delay };
}
