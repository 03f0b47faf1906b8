import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  initialQty,
  lineSavings,
  orderData,
  reorderTotal,
  type ReorderItemData,
} from './reorderLines';

const item = (extra: Partial<ReorderItemData> = {}): ReorderItemData => ({
  _id: 'p1',
  qty: 3,
  available_qty: 10,
  limit_max_qty_in_cart: 0,
  price: 99.99,
  price_was: 120,
  status: 'published',
  ...extra,
});

describe('re-order lines', () => {
  it("starts at the past quantity within today's stock and the limit; unpublished items at 0", () => {
    expect(initialQty(item())).toBe(3);
    expect(initialQty(item({ available_qty: 2 }))).toBe(2);
    expect(initialQty(item({ limit_max_qty_in_cart: 1 }))).toBe(1);
    expect(initialQty(item({ status: 'draft' }))).toBe(0);
  });

  it('plus stops at the limit (when above 0) or the stock, minus at 0', () => {
    expect(canIncrease(item({ limit_max_qty_in_cart: 3 }), 3)).toBe(false);
    expect(canIncrease(item({ limit_max_qty_in_cart: 3 }), 2)).toBe(true);
    expect(canIncrease(item({ limit_max_qty_in_cart: 0 }), 9)).toBe(true);
    expect(canIncrease(item({ available_qty: 3 }), 3)).toBe(false);
    expect(canIncrease(item({ status: 'draft' }), 0)).toBe(false);
    expect(canDecrease(0)).toBe(false);
    expect(canDecrease(1)).toBe(true);
  });

  it('leaves out lines at 0 and unpublished items', () => {
    const items = [item(), item({ _id: 'p2' }), item({ _id: 'p3', status: 'draft' })];
    const qtys = new Map([
      ['p1', 2],
      ['p2', 0],
      ['p3', 4],
    ]);
    expect(orderData(items, qtys)).toEqual([{ _id: 'p1', qty: 2 }]);
    expect(orderData(items, new Map())).toEqual([]);
  });

  it('totals and savings are exact to the paisa', () => {
    const items = [item(), item({ _id: 'p2', price: 0.1, price_was: null })];
    expect(
      reorderTotal(
        items,
        new Map([
          ['p1', 3],
          ['p2', 3],
        ]),
      ),
    ).toBe(300.27);
    expect(lineSavings(item(), 3)).toBe(60.03);
    expect(lineSavings(item({ price_was: 50 }), 3)).toBe(0);
  });
});
