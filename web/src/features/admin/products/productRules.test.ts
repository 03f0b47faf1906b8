import { describe, expect, it } from 'vitest';
import { filtersFromQuery, productListVariables, queryFromFilters, stockLevel, withFilter } from './productFilters';
import { createInput, editInput, EMPTY_PRODUCT, type ProductFormValues } from './productChanges';
import { stockAfter, stockVariables } from './stockChange';
import { saveProblem } from './saveOutcome';
import { categoryOptions } from './catalogueOptions';

describe('the product list filters in the URL', () => {
  it('reads the query into variables and writes it back the same', () => {
    const query = new URLSearchParams('q=milk&cat=c2&status=draft&stock=low&page=3');
    const filters = filtersFromQuery(query);
    expect(filters).toEqual({ search: 'milk', catId: 'c2', status: 'draft', stock: 'low', page: 3 });
    expect(productListVariables(filters)).toEqual({
      search: 'milk',
      cat_id: 'c2',
      status: 'draft',
      stock: 'low',
      page: 3,
      limit: 25,
    });
    expect(queryFromFilters(filters).toString()).toBe(query.toString());
  });

  it('drops unknown values and leaves empty filters and page 1 out of the link', () => {
    const filters = filtersFromQuery(new URLSearchParams('status=enabled&stock=some&page=-2&q=%20'));
    expect(filters).toEqual({ search: '', catId: null, status: null, stock: null, page: 1 });
    expect(queryFromFilters(filters).toString()).toBe('');
    expect(productListVariables(filters)).toEqual({ page: 1, limit: 25 });
  });

  it('goes back to the first page when a filter changes', () => {
    const filters = filtersFromQuery(new URLSearchParams('page=4'));
    expect(withFilter(filters, { stock: 'out' })).toMatchObject({ stock: 'out', page: 1 });
  });

  it('tags 0 on sale as out and 1 to 5 as low', () => {
    expect([0, null, 1, 5, 6].map(stockLevel)).toEqual(['out', 'out', 'low', 'low', null]);
  });
});

const loaded: ProductFormValues = {
  ...EMPTY_PRODUCT,
  title: 'Fresh Milk 1L',
  slug: 'fresh-milk-1l',
  price: 220,
  price_was: null,
  cat_id: 'c1',
  published: true,
  attributes: [
    { attribute_id: 'a1', value: '1L' },
    { attribute_id: 'a2', value: 'Cow' },
  ],
};

describe('what a save sends', () => {
  it('an edit sends only the changed fields with id and version', () => {
    const edited = { ...loaded, price: 199, price_was: 220, title: ' Fresh Milk 1L ' };
    expect(editInput(loaded, edited, { id: 'p1', version: 7 })).toEqual({
      _id: 'p1',
      version: 7,
      price: 199,
      price_was: 220,
    });
  });

  it('nothing changed sends nothing; attributes in another order are the same list', () => {
    const same = { ...loaded, attributes: [...loaded.attributes].reverse() };
    expect(editInput(loaded, same, { id: 'p1', version: 7 })).toBeNull();
  });

  it('a status switch and a changed attribute send status and the whole list', () => {
    const edited = { ...loaded, published: false, attributes: [{ attribute_id: 'a1', value: '2L' }] };
    expect(editInput(loaded, edited, { id: 'p1', version: 7 })).toEqual({
      _id: 'p1',
      version: 7,
      status: 'draft',
      attributes: [{ attribute_id: 'a1', value: '2L' }],
    });
  });

  it('a new product leaves an empty slug out, so the server makes one from the title', () => {
    const input = createInput({ ...EMPTY_PRODUCT, title: 'Desi Ghee', price: 950, cat_id: 'c3' });
    expect(input).toEqual({
      title: 'Desi Ghee',
      price: 950,
      price_was: 0,
      taxable: false,
      limit_max_qty_in_cart: 0,
      cat_id: 'c3',
      status: 'draft',
    });
  });
});

describe('the stock change', () => {
  it('shows before -> after for each reason, null while not allowed', () => {
    expect(stockAfter(4, 'received', 5)).toBe(9);
    expect(stockAfter(4, 'damaged', 3)).toBe(1);
    expect(stockAfter(4, 'damaged', 5)).toBeNull();
    expect(stockAfter(4, 'received', 0)).toBeNull();
    expect(stockAfter(4, 'count', 0)).toBe(0);
    expect(stockAfter(4, 'count', null)).toBeNull();
  });

  it('sends set_to for a count and change otherwise, with the version', () => {
    expect(stockVariables({ id: 'p1', version: 3 }, 'count', 0, '  shelf count ')).toEqual({
      product_id: 'p1',
      version: 3,
      reason: 'count',
      set_to: 0,
      note: 'shelf count',
    });
    expect(stockVariables({ id: 'p1', version: 3 }, 'received', 5, '')).toEqual({
      product_id: 'p1',
      version: 3,
      reason: 'received',
      change: 5,
    });
  });
});

describe('a refused save', () => {
  it('goes next to the field details names, a stale version gets Reload, the rest above the form', () => {
    expect(saveProblem({ textCode: 'PRICE_INVALID', details: 'price' }, 'Price must be more than 0')).toEqual({
      kind: 'field',
      field: 'price',
      message: 'Price must be more than 0',
    });
    expect(saveProblem({ textCode: 'PRODUCT_STATUS_INVALID', details: 'status' }, 'x')).toMatchObject({
      field: 'published',
    });
    expect(saveProblem({ code: 'CONFLICT', textCode: 'PRODUCT_CHANGED', details: null }, 'changed').kind).toBe(
      'changed',
    );
    expect(saveProblem({ textCode: 'PRODUCT_NOT_FOUND', details: '_id' }, 'gone').kind).toBe('alert');
  });
});

describe('category choices', () => {
  it('label a child with its parent path, sorted', () => {
    const options = categoryOptions([
      { _id: 'c2', title: 'Milk', parent_cat_id: 'c1', status: 'enabled' },
      { _id: 'c1', title: 'Dairy', parent_cat_id: null, status: 'enabled' },
      { _id: 'c3', title: 'Bakery', parent_cat_id: null, status: 'enabled' },
    ]);
    expect(options.map((o) => o.label)).toEqual(['Bakery', 'Dairy', 'Dairy / Milk']);
  });
});
