// The open product page follows productsUpdated (issue 18): a new price, stock going to 0 and a
// product taken off sale show without a reload.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import ProductPage from './ProductPage';
import { categoriesMock } from '../../../test/mocks';
import { productsUpdatedMock } from '../../../shared/catalogue/liveProductsTesting';
import { product, productBySlugMock, renderCatalogue } from '../testing';

const routes = [{ path: '/product/:slug', element: <ProductPage /> }];

function pageMock(record: ReturnType<typeof product>): MockLink.MockedResponse {
  return productBySlugMock(record.slug, record);
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
