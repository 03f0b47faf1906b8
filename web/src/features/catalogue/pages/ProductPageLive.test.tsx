// The open product page follows productsUpdated (issue 18): a new price, stock going to 0 and a
// product taken off sale show without a reload.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import ProductPage from './ProductPage';
import { ProductBySlugDocument } from '../product/productBySlug.generated';
import { categoriesMock } from '../../../test/mocks';
import { productsUpdatedMock } from '../../../shared/catalogue/liveProductsTesting';
import { product, renderCatalogue } from '../testing';

const routes = [{ path: '/product/:slug', element: <ProductPage /> }];

function pageMock(record: ReturnType<typeof product>): MockLink.MockedResponse {
  return {
    request: { query: ProductBySlugDocument, variables: { slug: record.slug } },
    result: {
      data: {
        productBySlug: {
          short_description: null,
          details: null,
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

describe('product page, live', () => {
  it('shows the new price and Sold Out from the event', async () => {
    const p = product({ title: 'Chaunsa Mango 1 kg', slug: 'chaunsa-live', price: 300, price_was: 0 });
    const event = productsUpdatedMock([{ _id: p._id, slug: p.slug, price: 320, price_was: 0, available_qty: 0 }], 50);
    renderCatalogue(null, {
      routes,
      path: '/product/chaunsa-live',
      mocks: [categoriesMock(), pageMock(p), event],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chaunsa Mango 1 kg' })).toBeInTheDocument();
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(document.querySelector('.product-detail')).toHaveTextContent('RS 320.00');
    expect(document.querySelector('.product-detail')).not.toHaveTextContent('RS 300.00');
  });

  it("says 'Product Unavailable' when the product is taken off sale", async () => {
    const p = product({ title: 'Sindhri Mango 1 kg', slug: 'sindhri-live' });
    const event = productsUpdatedMock(
      [{ _id: p._id, slug: p.slug, price: 100, available_qty: 10, status: 'draft' }],
      50,
    );
    renderCatalogue(null, { routes, path: '/product/sindhri-live', mocks: [categoriesMock(), pageMock(p), event] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sindhri Mango 1 kg' })).toBeInTheDocument();
    expect(await screen.findByText('Product Unavailable')).toBeInTheDocument();
  });
});
