// The phone cart bar's rules: signed-in customers on a phone, while the cart holds lines, off
// /checkout, and not while the cart drawer is open; it shows the line count and total and opens the drawer.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { CART, EMPTY_CART, cartMocks, signIn, startup } from '../../features/checkout/testing';
import { cartStore } from '../../features/cart/cartStore';

const BAR = 'View cart, RS 1117.00, 2 items';

describe('the phone cart bar', () => {
  beforeEach(() => {
    setViewportWidth(375);
    cartStore.reset();
  });
  afterEach(() => {
    act(() => cartStore.reset());
    window.scrollY = 0;
    setViewportWidth(1280);
  });

  it('shows the line count and total, opens the cart drawer and steps aside while it is open', async () => {
    signIn();
    const user = userEvent.setup();
    const { container } = renderApp('/', [...startup(), ...cartMocks()]);
    const bar = await screen.findByRole('button', { name: BAR });
    expect(bar).toHaveTextContent('View cart');
    expect(bar).toHaveTextContent('RS 1117.00');
    expect(bar.querySelector('.cart-badge')).toHaveAttribute('data-count', '2');
    // The page ends with a spacer as tall as the bar, so nothing stays under it.
    expect(container.querySelector('.phone-cart-bar-spacer')).not.toBeNull();

    // Scrolling down hides the header; the bar stays.
    act(() => {
      window.scrollY = 600;
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveClass('is-hidden'));
    expect(screen.getByRole('button', { name: BAR })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BAR }));
    expect(await screen.findByRole('dialog', { name: 'My Cart (2 items)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BAR })).not.toBeInTheDocument();
    act(() => cartStore.closeDrawer());
    expect(await screen.findByRole('button', { name: BAR })).toBeInTheDocument();
  });

  it('is not shown for an empty cart', async () => {
    signIn();
    renderApp('/', [...startup(), ...cartMocks(EMPTY_CART)]);
    await within(await screen.findByRole('banner')).findByRole('button', { name: /^Cart, 0 items/ });
    await waitFor(() => expect(cartStore.get().synced).toBe(true));
    expect(screen.queryByRole('button', { name: /^View cart/ })).not.toBeInTheDocument();
  });

  it('is not shown on /checkout', async () => {
    signIn();
    renderApp('/checkout', [...startup(), ...cartMocks()]);
    await within(await screen.findByRole('banner')).findByRole('button', { name: /Back to shop/ });
    await waitFor(() => expect(cartStore.get().totals.totalItems).toBe(CART.items.length));
    expect(screen.queryByRole('button', { name: /^View cart/ })).not.toBeInTheDocument();
  });

  it('is not shown on a desktop', async () => {
    setViewportWidth(1280);
    signIn();
    renderApp('/', [...startup(), ...cartMocks()]);
    await within(await screen.findByRole('banner')).findByRole('button', { name: /^Cart, 2 items/ });
    expect(screen.queryByRole('button', { name: /^View cart/ })).not.toBeInTheDocument();
  });
});
