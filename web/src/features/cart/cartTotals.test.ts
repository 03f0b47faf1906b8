import { describe, expect, it } from 'vitest';
import { aboveMaximumOrder, belowMinimumOrder, deriveTotals, EMPTY_TOTALS } from './cartTotals';
import { canCheckout, isLineLowStock, isLineSoldOut, unavailableLines } from './lineStates';
import { cartLine, serverCart } from './testing';

describe('cart totals', () => {
  it('takes the server figures and counts lines, not units', () => {
    const cart = serverCart([
      cartLine({ product_id: 'a', qty: 3 }),
      cartLine({ product_id: 'b', qty: 1, price: 250.5 }),
    ]);
    const totals = deriveTotals(cart);
    expect(totals.totalItems).toBe(2);
    expect(totals.totalPrice).toBe(550.5);
    expect(totals.deliveryCharges).toBe(100);
    expect(totals.grandTotal).toBe(650.5);
  });

  it('saves only where price_was is above price, in exact paisa', () => {
    const cart = serverCart([
      cartLine({ product_id: 'a', qty: 3, price: 0.1, price_was: 0.3 }),
      cartLine({ product_id: 'b', qty: 2, price: 99.99, price_was: 120 }),
      cartLine({ product_id: 'c', qty: 5, price: 80, price_was: 50 }),
    ]);
    const totals = deriveTotals(cart);
    // 3 × 0.20 + 2 × 20.01 = 40.62 (0.3 − 0.1 in floats would not give 0.2 exactly).
    expect(totals.savedTotal).toBe(40.62);
    expect(totals.wasTotal).toBe(Math.round((totals.totalPrice + 40.62) * 100) / 100);
  });

  it('an unknown cart has zero totals', () => {
    expect(deriveTotals(null)).toEqual(EMPTY_TOTALS);
  });
});

describe('cart line states and checkout (§4, §5)', () => {
  it('sold out below 1 available; low stock when fewer are available than in the cart', () => {
    expect(isLineSoldOut(cartLine({ product_id: 'a', available_qty: 0 }))).toBe(true);
    expect(isLineSoldOut(cartLine({ product_id: 'a', available_qty: null }))).toBe(true);
    expect(isLineLowStock(cartLine({ product_id: 'a', available_qty: 2, qty: 3 }))).toBe(true);
    expect(isLineLowStock(cartLine({ product_id: 'a', available_qty: 3, qty: 3 }))).toBe(false);
    expect(isLineLowStock(cartLine({ product_id: 'a', available_qty: 0, qty: 3 }))).toBe(false);
  });

  it('checkout needs lines, the minimum order, no more than the maximum and no unavailable line', () => {
    const ok = serverCart([cartLine({ product_id: 'a', qty: 5 })]); // 500 + 100 delivery
    const limits = (min: number, max = 0) => ({ min_order_amount: min, max_order_amount: max });
    expect(canCheckout(ok, deriveTotals(ok), limits(500))).toBe(true);
    expect(canCheckout(ok, deriveTotals(ok), limits(600))).toBe(true);
    expect(canCheckout(ok, deriveTotals(ok), limits(600.01))).toBe(false);
    expect(belowMinimumOrder(600.01, deriveTotals(ok))).toBe(true);
    expect(canCheckout(ok, deriveTotals(ok), limits(0, 600))).toBe(true);
    expect(canCheckout(ok, deriveTotals(ok), limits(0, 599.99))).toBe(false);
    expect(aboveMaximumOrder(599.99, deriveTotals(ok))).toBe(true);
    expect(aboveMaximumOrder(0, deriveTotals(ok))).toBe(false); // 0: no maximum
    const soldOut = serverCart([
      cartLine({ product_id: 'a', qty: 5 }),
      cartLine({ product_id: 'b', available_qty: 0 }),
    ]);
    expect(unavailableLines(soldOut).map((l) => l.product_id)).toEqual(['b']);
    expect(canCheckout(soldOut, deriveTotals(soldOut), limits(0))).toBe(false);
    const empty = serverCart([]);
    expect(canCheckout(empty, deriveTotals(empty), limits(0))).toBe(false);
  });
});
