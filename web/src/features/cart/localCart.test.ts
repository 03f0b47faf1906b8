import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { changeLocalQty, clearLocalCart, LOCAL_CART_KEY, localCartAsCart, readLocalCart } from './localCart';
import { cartSession, cartStore } from './cartStore';
import { CART_MERGE_FAILED, mergeCartAfterSignIn } from './mergeCartAfterSignIn';
import { CUSTOMER, cartLine, serverCart } from './testing';

const milk = {
  _id: 'p-milk',
  title: 'Milk 1L',
  price: 210.5,
  price_was: 230,
  available_qty: 3,
  limit_max_qty_in_cart: 0,
};
const eggs = { _id: 'p-eggs', title: 'Eggs', price: 300, available_qty: 50, limit_max_qty_in_cart: 2 };

afterEach(() => {
  cartStore.reset();
  cartSession.client = null;
});

describe("the visitor's local cart", () => {
  it('keeps product snapshots and quantities in localStorage, newest line first', () => {
    changeLocalQty(milk, 1, new Date('2026-11-23T10:00:00Z'));
    changeLocalQty(eggs, 1, new Date('2026-11-23T10:01:00Z'));
    changeLocalQty(milk, 1);
    const lines = readLocalCart();
    expect(lines.map((l) => [l.product._id, l.qty])).toEqual([
      ['p-eggs', 1],
      ['p-milk', 2],
    ]);
    expect(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? '[]')[1].product.title).toBe('Milk 1L');
  });

  it('stops at the stock and at the purchase limit; a line at 0 goes', () => {
    expect(changeLocalQty(eggs, 1)).not.toBeNull();
    expect(changeLocalQty(eggs, 1)).not.toBeNull();
    expect(changeLocalQty(eggs, 1)).toBeNull();
    for (let i = 0; i < 3; i++) changeLocalQty(milk, 1);
    expect(changeLocalQty(milk, 1)).toBeNull();
    changeLocalQty(eggs, -1);
    changeLocalQty(eggs, -1);
    expect(readLocalCart().map((l) => l.product._id)).toEqual(['p-milk']);
    clearLocalCart();
    expect(window.localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    window.localStorage.setItem(LOCAL_CART_KEY, '{oops');
    expect(readLocalCart()).toEqual([]);
    window.localStorage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([
        { product: {}, qty: 2 },
        { product: { _id: 'x' }, qty: 0 },
      ]),
    );
    expect(readLocalCart()).toEqual([]);
  });

  it('reads as a Cart with the same totals rules', () => {
    changeLocalQty(milk, 1);
    changeLocalQty(milk, 1);
    const cart = localCartAsCart(readLocalCart(), 100);
    expect(cart.items?.[0]).toMatchObject({ product_id: 'p-milk', qty: 2, price: 210.5, available_qty: 3 });
    expect(cart.totalPrice).toBe(421);
    expect(cart.grandTotal).toBe(521);
    expect(localCartAsCart([], 100).deliveryCharges).toBe(0);
  });
});

describe('merging the local cart after sign-in', () => {
  const mergeClient = (answer: unknown) => {
    const mutate = vi.fn().mockResolvedValue(answer);
    cartSession.client = { mutate } as unknown as ApolloClient;
    return mutate;
  };

  it('goes on at once when there is nothing to merge', async () => {
    const mutate = mergeClient({ data: null });
    expect(await mergeCartAfterSignIn(CUSTOMER)).toBe(true);
    expect(mutate).not.toHaveBeenCalled();
  });

  it("sends the lines as the customer's, clears the local cart and shows the merged cart", async () => {
    changeLocalQty(milk, 1);
    changeLocalQty(milk, 1);
    const merged = serverCart([cartLine({ product_id: 'p-milk', qty: 2 })]);
    const mutate = mergeClient({ data: { mergeCart: merged } });
    expect(await mergeCartAfterSignIn(CUSTOMER)).toBe(true);
    expect(mutate.mock.calls[0]?.[0].variables).toEqual({
      customer_id: 'u1',
      items: [{ customer_id: 'u1', product_id: 'p-milk', qty: 2 }],
    });
    expect(readLocalCart()).toEqual([]);
    expect(cartStore.get().cart?._id).toBe('cart-1');
  });

  it('stops the sign-in and keeps the local cart when the request fails', async () => {
    changeLocalQty(milk, 1);
    const mutate = vi.fn().mockRejectedValue(new Error('Failed to fetch'));
    cartSession.client = { mutate } as unknown as ApolloClient;
    expect(await mergeCartAfterSignIn(CUSTOMER)).toBe(false);
    expect(readLocalCart()).toHaveLength(1);
    expect(CART_MERGE_FAILED).toBe('Unable to merge carts.');
  });

  it('stops the sign-in when nothing could be merged, and drops the unbuyable local lines', async () => {
    changeLocalQty(milk, 1);
    mergeClient({
      data: {
        mergeCart: serverCart([], {
          error: { message: 'Unable to merge carts', code: 'MERGE_FAILED', textCode: 'MERGE_FAILED' },
        }),
      },
    });
    expect(await mergeCartAfterSignIn(CUSTOMER)).toBe(false);
    expect(readLocalCart()).toEqual([]);
    // The next attempt has nothing left to merge.
    expect(await mergeCartAfterSignIn(CUSTOMER)).toBe(true);
  });
});
