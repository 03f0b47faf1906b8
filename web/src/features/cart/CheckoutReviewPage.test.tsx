// /checkout/review (the page lives in features/checkout/pages; the cart feature owns it).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RemoveUnavailableItemsDocument } from './cart.generated';
import CheckoutReviewPage from '../checkout/pages/CheckoutReviewPage';
import { cartByUserMock, cartLine, cartUpdatedMock, renderCartUi, serverCart } from './testing';

const soldOut = cartLine({ product_id: 'p-oil', title: 'Cooking Oil', qty: 1, available_qty: 0 });
const low = cartLine({ product_id: 'p-tea', title: 'Tea', qty: 4, available_qty: 2 });
const fine = cartLine({ product_id: 'p-milk', title: 'Milk', qty: 1 });
const routes = [
  { path: '/checkout', element: <p>checkout page</p> },
  { path: '/user/sign-in', element: <p>sign in page</p> },
];

describe('/checkout/review', () => {
  it("lists 'Missing Item(s)' with their tags; 'Update Cart' fixes the cart and goes back to /checkout", async () => {
    const user = userEvent.setup();
    const { router } = renderCartUi(<CheckoutReviewPage />, {
      path: '/checkout/review',
      routes,
      mocks: [
        cartByUserMock(serverCart([soldOut, low, fine])),
        cartUpdatedMock(),
        {
          request: { query: RemoveUnavailableItemsDocument, variables: { id: 'cart-1' } },
          result: {
            data: {
              removeUnavailableItemsFromCart: serverCart([{ ...low, qty: 2 }, fine], {
                updated_at: '2026-11-23T12:00:00.000Z',
              }),
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Missing Item(s)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Missing Item(s)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Sold Out')).toBeInTheDocument();
    expect(within(list).getByText('Low Stock')).toBeInTheDocument();
    expect(within(list).queryByText('Milk')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("nothing to review: 'No items to review' and 'Go Back' to /checkout", async () => {
    renderCartUi(<CheckoutReviewPage />, {
      path: '/checkout/review',
      routes,
      mocks: [cartByUserMock(serverCart([fine])), cartUpdatedMock()],
    });
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/checkout');
  });

  it("a failed update shows 'Query Error!'", async () => {
    const user = userEvent.setup();
    renderCartUi(<CheckoutReviewPage />, {
      path: '/checkout/review',
      routes,
      mocks: [
        cartByUserMock(serverCart([soldOut])),
        cartUpdatedMock(),
        {
          request: { query: RemoveUnavailableItemsDocument, variables: { id: 'cart-1' } },
          error: new Error('Failed to fetch'),
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Update Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Query Error!');
  });

  it('a visitor signs in first', async () => {
    const { router } = renderCartUi(<CheckoutReviewPage />, { user: null, path: '/checkout/review', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/sign-in'));
    expect(router.state.location.search).toBe('?redirect=%2Fcheckout%2Freview');
  });
});
