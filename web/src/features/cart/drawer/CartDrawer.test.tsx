import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { DeleteCartItemDocument, RemoveUnavailableItemsDocument } from '../cart.generated';
import { LastMinuteBuysDocument } from './lastMinuteBuys.generated';
import { HeaderCartSlot } from '../../../app/layout/HeaderCartSlot';
import { CartDrawerHost } from '../CartDrawerHost';
import { cartStore } from '../cartStore';
import CartDrawer from './CartDrawer';
import { CUSTOMER, cartByUserMock, cartLine, cartUpdatedMock, renderCartUi, serverCart } from '../testing';

const SETTINGS = { currency: 'RS', min_order_amount: 500 };

function lastMinuteMock(products: Array<{ _id: string; title: string }>) {
  return {
    request: { query: LastMinuteBuysDocument, variables: { key: 'last-min' } },
    result: {
      data: {
        offerByKey: {
          __typename: 'Offer',
          _id: 'o1',
          title: 'Last Minute Buys',
          error: null,
          items: products.map((p) => ({
            __typename: 'OfferItem',
            _id: `oi-${p._id}`,
            offer_details: null,
            prod: {
              __typename: 'Product',
              slug: p._id,
              price: 50,
              price_was: 60,
              picture: null,
              picture_thumb: null,
              available_qty: 9,
              limit_max_qty_in_cart: 0,
              already_in_alert: 'no',
              attributes_v2: [],
              ...p,
            },
          })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const milk = cartLine({ product_id: 'p-milk', title: 'Milk 1L', qty: 2, price: 210.5, price_was: 230 });
const bread = cartLine({
  product_id: 'p-bread',
  title: 'Bread',
  qty: 1,
  price: 120,
  updated_at: '2026-11-23T09:00:00.000Z',
});

describe('the cart drawer', () => {
  it("titles, newest line first, Sub total, Delivery Charges, 'You saved' and the grand total", async () => {
    const cart = serverCart([milk, bread]);
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      settings: SETTINGS,
      mocks: [
        cartByUserMock(cart),
        cartUpdatedMock(),
        lastMinuteMock([
          { _id: 'p-milk', title: 'Milk 1L' },
          { _id: 'p-chips', title: 'Chips' },
        ]),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'My Cart (2 items)' });
    const lines = within(drawer).getByRole('list', { name: 'Cart items' });
    const titles = within(lines)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual(['Milk 1L', 'Bread']);
    expect(within(drawer).getByText('Sub total').nextSibling).toHaveTextContent('RS 541.00');
    expect(within(drawer).getByText('Delivery Charges').nextSibling).toHaveTextContent('RS 100.00');
    expect(within(drawer).getByText('You saved').nextSibling).toHaveTextContent('RS 39.00');
    expect(within(drawer).getByLabelText('Line total RS 421.00')).toBeInTheDocument();
    const checkout = within(drawer).getByRole('button', { name: /Proceed to Checkout/ });
    expect(checkout).toHaveTextContent('RS 641.00');
    expect(checkout).toBeEnabled();
    expect(within(drawer).queryByText(/Min order limit/)).not.toBeInTheDocument();
    // Last Minute Buys: offer products not in the cart yet.
    const strip = await within(drawer).findByRole('list', { name: 'Last Minute Buys' });
    expect(within(drawer).getByText('Get special discount here!')).toBeInTheDocument();
    expect(within(strip).getByText('Chips')).toBeInTheDocument();
    expect(within(strip).queryByText('Milk 1L')).not.toBeInTheDocument();
  });

  it("empty: 'Your cart is empty', 'NO ITEMS IN CART', and checkout disabled", async () => {
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      settings: SETTINGS,
      mocks: [cartByUserMock(serverCart([])), cartUpdatedMock(), lastMinuteMock([])],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Your cart is empty' });
    expect(within(drawer).getByText('NO ITEMS IN CART')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Proceed to Checkout/ })).toBeDisabled();
  });

  it("below the minimum order: 'Min order limit is RS 500.00' in red and no checkout", async () => {
    const cart = serverCart([cartLine({ product_id: 'p-salt', title: 'Salt', qty: 1, price: 60 })]);
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      settings: SETTINGS,
      mocks: [cartByUserMock(cart), cartUpdatedMock(), lastMinuteMock([])],
    });
    const drawer = await screen.findByRole('dialog', { name: 'My Cart (1 items)' });
    expect(within(drawer).getByText('Min order limit is RS 500.00')).toHaveClass('cart-order-limit');
    expect(within(drawer).getByRole('button', { name: /Proceed to Checkout/ })).toBeDisabled();
  });

  it("over the maximum order: 'Max order limit is RS 1000.00' in red and no checkout", async () => {
    const cart = serverCart([cartLine({ product_id: 'p-oil', title: 'Cooking Oil', qty: 2, price: 600 })]);
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      settings: { ...SETTINGS, max_order_amount: 1000 },
      mocks: [cartByUserMock(cart), cartUpdatedMock(), lastMinuteMock([])],
    });
    const drawer = await screen.findByRole('dialog', { name: 'My Cart (1 items)' });
    expect(within(drawer).getByText('Max order limit is RS 1000.00')).toHaveClass('cart-order-limit');
    expect(within(drawer).queryByText(/Min order limit/)).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Proceed to Checkout/ })).toBeDisabled();
  });

  it('out of stock: the banner, the review panel and Clear All Unavailable Products', async () => {
    const user = userEvent.setup();
    const soldOut = cartLine({ product_id: 'p-oil', title: 'Cooking Oil', qty: 1, price: 600, available_qty: 0 });
    const low = cartLine({ product_id: 'p-tea', title: 'Tea', qty: 4, price: 300, available_qty: 2 });
    const cart = serverCart([soldOut, low, milk]);
    const cleaned = serverCart([{ ...low, qty: 2 }, milk], { updated_at: '2026-11-23T12:00:00.000Z' });
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      settings: SETTINGS,
      mocks: [
        cartByUserMock(cart),
        cartUpdatedMock(),
        lastMinuteMock([]),
        {
          request: { query: RemoveUnavailableItemsDocument, variables: { id: 'cart-1' } },
          result: { data: { removeUnavailableItemsFromCart: cleaned } },
        },
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'My Cart (3 items)' });
    expect(within(drawer).getByText('2 item(s) out of stock')).toBeInTheDocument();
    expect(within(drawer).getByText('review to add alternatives')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Proceed to Checkout/ })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'Review' }));
    // antd's test-mode ids label both drawers alike, so the panel is found by its title.
    const panel = (await screen.findByText('Review unavailable items')).closest<HTMLElement>('[role="dialog"]')!;
    const listed = within(panel).getByRole('list', { name: 'Unavailable items' });
    expect(within(listed).getByText('Cooking Oil')).toBeInTheDocument();
    expect(within(listed).getByText('Sold Out')).toBeInTheDocument();
    expect(within(listed).getByText('Low Stock')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear All Unavailable Products' }));
    await waitFor(() => expect(cartStore.get().totals.totalItems).toBe(2));
    expect(await screen.findByRole('dialog', { name: 'My Cart (2 items)' })).toBeInTheDocument();
    expect(screen.queryByText(/item\(s\) out of stock/)).not.toBeInTheDocument();
  });

  it('a failed clear is a toast with the server message', async () => {
    const user = userEvent.setup();
    const cart = serverCart([cartLine({ product_id: 'p-oil', title: 'Cooking Oil', available_qty: 0 })]);
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      mocks: [
        cartByUserMock(cart),
        cartUpdatedMock(),
        lastMinuteMock([]),
        {
          request: { query: RemoveUnavailableItemsDocument, variables: { id: 'cart-1' } },
          result: {
            errors: [new GraphQLError('You are not allowed to access this cart')],
            data: { removeUnavailableItemsFromCart: null },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Clear All Unavailable Products' }));
    expect(await screen.findByText('You are not allowed to access this cart')).toBeInTheDocument();
  });

  it("removing a line: the server's answer, 'Invalid response!' or the network message", async () => {
    const user = userEvent.setup();
    const cart = serverCart([milk, bread]);
    const del = (result: object | null, error?: Error) => ({
      request: {
        query: DeleteCartItemDocument,
        variables: { input: { customer_id: CUSTOMER._id, product_id: 'p-bread', delete_all: 'yes' } },
      },
      ...(error ? { error } : { result: result as never }),
    });
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      mocks: [
        cartByUserMock(cart),
        cartUpdatedMock(),
        lastMinuteMock([]),
        del({ data: { deleteCartItem: null } }),
        del(null, new Error('Failed to fetch')),
        del({ data: { deleteCartItem: serverCart([milk], { updated_at: '2026-11-23T12:00:00.000Z' }) } }),
      ],
    });
    const remove = await screen.findByRole('button', { name: 'Remove Bread' });
    await user.click(remove);
    expect(await screen.findByText('Invalid response!')).toBeInTheDocument();
    await user.click(remove);
    expect(await screen.findByText('Unable to complete your request at the moment')).toBeInTheDocument();
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'My Cart (1 items)' })).toBeInTheDocument();
  });
});

describe('the header cart button', () => {
  it('shows the number of lines and the total, and opens the drawer', async () => {
    const user = userEvent.setup();
    renderCartUi(
      <>
        <HeaderCartSlot />
        <CartDrawerHost />
      </>,
      { settings: SETTINGS, mocks: [cartByUserMock(serverCart([milk, bread])), cartUpdatedMock(), lastMinuteMock([])] },
    );
    const button = await screen.findByRole('button', { name: 'Cart, 2 items, RS 641.00' });
    expect(button.querySelector('.cart-badge')).toHaveAttribute('data-count', '2');
    expect(button).toHaveTextContent('RS 641.00');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'My Cart (2 items)' })).toBeInTheDocument();
  });

  it('is not there for a visitor', async () => {
    renderCartUi(
      <>
        <p>page</p>
        <HeaderCartSlot />
      </>,
      { user: null },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
