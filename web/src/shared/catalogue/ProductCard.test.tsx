import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';
import { CUSTOMER, product, renderCatalogue } from '../../features/catalogue/testing';
import { productAlertStateMock } from './productAlertStateTesting';

function card() {
  return screen.getByRole('article');
}

describe('ProductCard', () => {
  it('shows title, link, visible attributes with codes and the price in the store currency', async () => {
    const p = product({ title: 'Guava 1 kg', slug: 'guava-1-kg', price: 180 });
    renderCatalogue(<ProductCard product={p} />);
    const link = await screen.findByRole('link', { name: 'Guava 1 kg' });
    expect(link).toHaveAttribute('href', '/product/guava-1-kg');
    expect(within(card()).getByText('WT')).toHaveAttribute('title', 'Weight');
    expect(within(card()).getByText('1 kg')).toBeInTheDocument();
    // show_in_store 0: the brand is not shown.
    expect(within(card()).queryByText('Acme')).not.toBeInTheDocument();
    expect(within(card()).queryByText('BRAND')).not.toBeInTheDocument();
    expect(within(card()).getByText('RS 180.00')).toBeInTheDocument();
    expect(card().querySelector('.product-card-sold-out')).toBeNull();
    expect(within(card()).queryByText('Price Cut')).not.toBeInTheDocument();
    const img = card().querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
  });

  it('tags a price cut and strikes out the old price', async () => {
    renderCatalogue(<ProductCard product={product({ price: 90, price_was: 105 })} />);
    expect(await screen.findByText('Price Cut')).toBeInTheDocument();
    const was = card().querySelector('s.price-was');
    expect(was).toHaveTextContent('RS 105.00');
    expect(within(card()).getByText('RS 90.00')).toBeInTheDocument();
  });

  it("shows the 'Sold Out' overlay and, to a signed-in customer, the notify-me button", async () => {
    const p = product({ available_qty: 0 });
    renderCatalogue(<ProductCard product={p} />, {
      user: CUSTOMER,
      mocks: [productAlertStateMock(p.slug, p._id, 'no')],
    });
    await screen.findByRole('article');
    expect(card().querySelector('.product-card-sold-out')).toHaveTextContent('Sold Out');
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Notify Me' })).toBeEnabled());
  });

  it('offers no notify-me to a visitor, nor for a product in stock', async () => {
    const { unmount } = renderCatalogue(<ProductCard product={product({ available_qty: 0 })} />);
    await screen.findByRole('article');
    expect(card().querySelector('.product-card-sold-out')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Notify Me' })).not.toBeInTheDocument();
    unmount();
    renderCatalogue(<ProductCard product={product({ available_qty: 3 })} />, { user: CUSTOMER });
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Notify Me' })).not.toBeInTheDocument();
    expect(card().querySelector('.product-card-sold-out')).toBeNull();
  });

  it("asks a signed-in customer's alert state apart and reads 'Requested' for 'yes'", async () => {
    // The card's product carries no already_in_alert (ProductCardFields leaves it out).
    const { already_in_alert: _left, ...p } = product({ available_qty: 0 });
    const asked = vi.fn();
    renderCatalogue(<ProductCard product={p} />, {
      user: CUSTOMER,
      mocks: [productAlertStateMock(p.slug, p._id, 'yes', asked)],
    });
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("asks nothing for a visitor's sold-out card", async () => {
    const p = product({ available_qty: 0 });
    const asked = vi.fn();
    renderCatalogue(<ProductCard product={p} />, { mocks: [productAlertStateMock(p.slug, p._id, 'no', asked)] });
    await screen.findByRole('article');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
