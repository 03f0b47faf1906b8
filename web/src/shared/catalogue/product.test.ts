import { describe, expect, it } from 'vitest';
import { hasPriceCut, isSoldOut, productPath, visibleAttributes } from './product';

describe('product rules', () => {
  it('is sold out when available_qty is below 1 or missing', () => {
    expect(isSoldOut({ available_qty: 0 })).toBe(true);
    expect(isSoldOut({ available_qty: -2 })).toBe(true);
    expect(isSoldOut({ available_qty: null })).toBe(true);
    expect(isSoldOut({ available_qty: 1 })).toBe(false);
  });

  it('has a price cut only when price_was is above price', () => {
    expect(hasPriceCut({ price: 90, price_was: 105 })).toBe(true);
    expect(hasPriceCut({ price: 90, price_was: 90 })).toBe(false);
    expect(hasPriceCut({ price: 90, price_was: 0 })).toBe(false);
    expect(hasPriceCut({ price: 90, price_was: null })).toBe(false);
  });

  it('shows attributes with show_in_store of 1 or more, with their codes', () => {
    const shown = visibleAttributes([
      { title: 'Weight', slug: 'weight', code: 'WT', value: '1 kg', show_in_store: 1 },
      { title: 'Brand', slug: 'brand', code: 'BRAND', value: 'Acme', show_in_store: 0 },
      { title: 'Pack', slug: 'pack', code: 'PACK', value: '6 pcs', show_in_store: 2 },
      { title: 'Volume', slug: 'volume', code: 'VOL', value: '', show_in_store: 1 },
      { title: 'Colour', slug: 'colour', code: 'CLR', value: 'Red', show_in_store: null },
      null,
    ]);
    expect(shown.map((a) => `${a.code} ${a.value}`)).toEqual(['WT 1 kg', 'PACK 6 pcs']);
  });

  it('links to the product page by slug', () => {
    expect(productPath('milk 1 l')).toBe('/product/milk%201%20l');
  });
});
