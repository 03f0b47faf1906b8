import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddCartItemDocument, DeleteCartItemDocument } from './cart.generated';
import { OPEN_SIGN_IN } from '../../shared/events';
import { AddToCartControl } from './AddToCartControl';
import { cartStore } from './cartStore';
import { readLocalCart } from './localCart';
import { CUSTOMER, cartByUserMock, cartLine, cartUpdatedMock, renderCartUi, serverCart } from './testing';

const rice = { _id: 'p-rice', title: 'Basmati Rice 5kg', price: 1500, available_qty: 3, limit_max_qty_in_cart: 0 };

function addMock(qtyAfter: number, error: string | null = null) {
  const cart = serverCart([cartLine({ product_id: 'p-rice', qty: qtyAfter, available_qty: 3 })], {
    updated_at: `2026-11-23T10:0${qtyAfter}:00.000Z`,
    error: error ? { __typename: 'ErrorInfo', message: error, code: null, textCode: null } : null,
  } as never);
  return {
    request: { query: AddCartItemDocument, variables: { input: { customer_id: 'u1', product_id: 'p-rice', qty: 1 } } },
    result: { data: { addCartItem: cart } },
  };
}

describe('the add-to-cart control', () => {
  it('is hidden when available_qty is below 1', async () => {
    renderCartUi(
      <>
        <p>page</p>
        <AddToCartControl product={{ ...rice, available_qty: 0 }} />
      </>,
      { user: null },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("a visitor's Add fills the local cart and opens the sign-in pop-up", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const listener = (e: Event) => {
      e.preventDefault();
      asked.push(e.type);
    };
    window.addEventListener(OPEN_SIGN_IN, listener);
    try {
      renderCartUi(<AddToCartControl product={rice} />, { user: null });
      await user.click(await screen.findByRole('button', { name: 'Add Basmati Rice 5kg to cart' }));
      expect(asked).toEqual([OPEN_SIGN_IN]);
      await waitFor(() => expect(readLocalCart().map((l) => [l.product._id, l.qty])).toEqual([['p-rice', 1]]));
      const group = await screen.findByRole('group', { name: 'Basmati Rice 5kg in cart' });
      expect(await within(group).findByLabelText('Quantity 1')).toBeInTheDocument();
    } finally {
      window.removeEventListener(OPEN_SIGN_IN, listener);
    }
  });

  it("a customer's Add and plus go to the server, whose cart then shows", async () => {
    const user = userEvent.setup();
    renderCartUi(<AddToCartControl product={rice} />, {
      mocks: [cartByUserMock(serverCart([])), cartUpdatedMock(), addMock(1), addMock(2)],
    });
    await waitFor(() => expect(cartStore.get().synced).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Add Basmati Rice 5kg to cart' }));
    await waitFor(() => expect(cartStore.get().cart?.items?.[0]?.qty).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'One more Basmati Rice 5kg' }));
    await waitFor(() => expect(cartStore.get().cart?.items?.[0]?.qty).toBe(2));
    expect(await screen.findByLabelText('Quantity 2')).toBeInTheDocument();
    expect(cartStore.get().totals.totalItems).toBe(1);
  });

  it("after a customer's Add the focus moves to the stepper that replaces the button", async () => {
    const user = userEvent.setup();
    renderCartUi(<AddToCartControl product={rice} />, {
      mocks: [cartByUserMock(serverCart([])), cartUpdatedMock(), addMock(1)],
    });
    await waitFor(() => expect(cartStore.get().synced).toBe(true));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Basmati Rice 5kg to cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const group = await screen.findByRole('group', { name: 'Basmati Rice 5kg in cart' });
    await waitFor(() => expect(group).toHaveFocus());
    await user.tab();
    expect(within(group).getByRole('button', { name: 'One less Basmati Rice 5kg' })).toHaveFocus();
    // The add settles here: left in flight, it would land in the next test's cart store.
    await waitFor(() => expect(cartStore.get().cart?.items?.[0]?.qty).toBe(1));
  });

  it('plus is disabled at the stock; at the purchase limit it says why', async () => {
    const atStock = serverCart([cartLine({ product_id: 'p-rice', qty: 3, available_qty: 3 })]);
    const view = renderCartUi(<AddToCartControl product={rice} />, {
      mocks: [cartByUserMock(atStock), cartUpdatedMock()],
    });
    // The control can render before the server cart arrives: wait for the cart's quantity to apply.
    const atStockPlus = await screen.findByRole('button', { name: 'One more Basmati Rice 5kg' });
    await waitFor(() => expect(atStockPlus).toBeDisabled());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    view.unmount();

    const atLimit = serverCart([
      cartLine({ product_id: 'p-rice', qty: 2, available_qty: 3, limit_max_qty_in_cart: 2 }),
    ]);
    renderCartUi(<AddToCartControl product={rice} />, { mocks: [cartByUserMock(atLimit), cartUpdatedMock()] });
    const plus = await screen.findByRole('button', { name: 'One more Basmati Rice 5kg' });
    await waitFor(() => expect(plus).toBeDisabled());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Sorry, you have reached maximum purchase limit of this item',
    );
    expect(plus).toHaveAccessibleDescription('Sorry, you have reached maximum purchase limit of this item');
  });

  it("shows the server's refusal as a toast and keeps the server's quantity", async () => {
    const user = userEvent.setup();
    const one = serverCart([cartLine({ product_id: 'p-rice', qty: 1, available_qty: 3 })]);
    renderCartUi(<AddToCartControl product={rice} />, {
      mocks: [cartByUserMock(one), cartUpdatedMock(), addMock(1, 'Low Stock')],
    });
    await user.click(await screen.findByRole('button', { name: 'One more Basmati Rice 5kg' }));
    expect(await screen.findByText('Low Stock')).toBeInTheDocument();
    expect(await screen.findByLabelText('Quantity 1')).toBeInTheDocument();
  });

  it('minus at 1 takes the line out', async () => {
    const user = userEvent.setup();
    const one = serverCart([cartLine({ product_id: 'p-rice', qty: 1, available_qty: 3 })]);
    const none = serverCart([], { updated_at: '2026-11-23T11:00:00.000Z' });
    renderCartUi(<AddToCartControl product={rice} />, {
      mocks: [
        cartByUserMock(one),
        cartUpdatedMock(),
        {
          request: {
            query: DeleteCartItemDocument,
            variables: { input: { customer_id: CUSTOMER._id, product_id: 'p-rice' } },
          },
          result: { data: { deleteCartItem: none } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'One less Basmati Rice 5kg' }));
    await waitFor(() => expect(cartStore.get().totals.totalItems).toBe(0));
    expect(await screen.findByRole('button', { name: 'Add Basmati Rice 5kg to cart' })).toBeInTheDocument();
  });
});
