import { describe, expect, it } from 'vitest';
import { controlHidden, MAX_LIMIT_TOOLTIP, maxCartQty, plusState } from './cartRules';

describe('add-to-cart rules (§2)', () => {
  it('hides the control below 1 available', () => {
    expect(controlHidden({ available_qty: 0 })).toBe(true);
    expect(controlHidden({ available_qty: null })).toBe(true);
    expect(controlHidden({ available_qty: 1 })).toBe(false);
  });

  it('disables plus at the stock, without the limit tooltip', () => {
    expect(plusState({ available_qty: 3 }, 2)).toEqual({ disabled: false, tooltip: null });
    expect(plusState({ available_qty: 3 }, 3)).toEqual({ disabled: true, tooltip: null });
  });

  it('disables plus at the purchase limit, with its tooltip; a limit of 0 means none', () => {
    expect(plusState({ available_qty: 10, limit_max_qty_in_cart: 2 }, 2)).toEqual({
      disabled: true,
      tooltip: MAX_LIMIT_TOOLTIP,
    });
    expect(plusState({ available_qty: 10, limit_max_qty_in_cart: 2 }, 1).disabled).toBe(false);
    expect(plusState({ available_qty: 10, limit_max_qty_in_cart: 0 }, 9).disabled).toBe(false);
    expect(MAX_LIMIT_TOOLTIP).toBe('Sorry, you have reached maximum purchase limit of this item');
  });

  it('the most a cart may hold is the stock, capped by a limit above 0', () => {
    expect(maxCartQty({ available_qty: 5, limit_max_qty_in_cart: 2 })).toBe(2);
    expect(maxCartQty({ available_qty: 1, limit_max_qty_in_cart: 2 })).toBe(1);
    expect(maxCartQty({ available_qty: 5, limit_max_qty_in_cart: 0 })).toBe(5);
    expect(maxCartQty({ available_qty: -2 })).toBe(0);
  });
});
