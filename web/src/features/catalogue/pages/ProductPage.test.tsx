import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import ProductPage from './ProductPage';
import { categoriesMock } from '../../../test/mocks';
import { productAlertStateMock } from '../../../shared/catalogue/productAlertStateTesting';
import { CUSTOMER, product, productBySlugMock, renderCatalogue } from '../testing';

const routes = [{ path: '/product/:slug', element: <ProductPage /> }];

function productMock(slug: string, record: Record<string, unknown> | null, error?: Error): MockLink.MockedResponse {
  return productBySlugMock(slug, record, {
    error,
    short_description: 'Fresh from the farm.',
    details:
      '<p>Sweet <strong>mangoes</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  });
}

describe('product page', () => {
  it('shows the product: breadcrumbs, attributes, price cut, sanitised details', async () => {
    const p = product({ title: 'Chaunsa Mango 1 kg', slug: 'chaunsa', price: 300, price_was: 350 });
    renderCatalogue(null, { routes, path: '/product/chaunsa', mocks: [categoriesMock(), productMock('chaunsa', p)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chaunsa Mango 1 kg' })).toBeInTheDocument();
    const crumbs = document.querySelector('.catalogue-breadcrumbs') as HTMLElement;
    expect(await within(crumbs).findByRole('link', { name: 'Mangoes' })).toHaveAttribute('href', '/category/mangoes');
    expect(within(crumbs).getByRole('link', { name: 'Fruits & Vegetables' })).toBeInTheDocument();
    expect(screen.getByText('Price Cut')).toBeInTheDocument();
    expect(document.querySelector('.product-detail s.price-was')).toHaveTextContent('RS 350.00');
    expect(screen.getByText('WT')).toBeInTheDocument();
    expect(screen.queryByText('Sold Out')).not.toBeInTheDocument();
    const details = document.querySelector('.product-details-html') as HTMLElement;
    expect(within(details).getByText('mangoes')).toBeInTheDocument();
    expect(details.innerHTML).not.toContain('script');
    expect(details.innerHTML).not.toContain('onerror');
    // One picture: no thumbnail strip.
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(document.title).toContain('Chaunsa Mango 1 kg');
  });

  it("shows 'Sold Out' and notify-me to a signed-in customer when out of stock", async () => {
    const p = product({ slug: 'gone', available_qty: 0 });
    renderCatalogue(null, {
      routes,
      path: '/product/gone',
      user: CUSTOMER,
      mocks: [categoriesMock(), productMock('gone', p), productAlertStateMock('gone', p._id, 'no')],
    });
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled());
  });

  it("shows 'Product Not Found!' for a missing product", async () => {
    renderCatalogue(null, {
      routes,
      path: '/product/nothing',
      mocks: [categoriesMock(), productMock('nothing', null)],
    });
    expect(await screen.findByText('Product Not Found!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back Home' })).toBeInTheDocument();
  });

  it.each(['Product Category Unavailable', 'Product Unavailable'])("shows the server's '%s'", async (message) => {
    const p = product({ slug: 'hidden' });
    renderCatalogue(null, {
      routes,
      path: '/product/hidden',
      mocks: [
        categoriesMock(),
        productMock('hidden', {
          ...p,
          response: {
            __typename: 'ProductResponse',
            _id: p._id,
            error: { __typename: 'ErrorInfo', message, code: 'X', textCode: 'X' },
          },
        }),
      ],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: p.title })).not.toBeInTheDocument();
  });

  it("shows 'Query Error!' when the request fails", async () => {
    renderCatalogue(null, {
      routes,
      path: '/product/x',
      mocks: [categoriesMock(), productMock('x', null, new Error('Failed to fetch'))],
    });
    expect(await screen.findByText('Query Error!')).toBeInTheDocument();
  });
});
