import { describe, expect, it } from 'vitest';
import {
  canApply,
  exportFileName,
  exportVariables,
  fileProblem,
  IMPORT_MAX_BYTES,
  rowProduct,
  rowsToShow,
  type ImportPlan,
} from './productImport';

const plan = (over: Partial<ImportPlan> = {}): ImportPlan => ({
  rows: [
    {
      row: 2,
      product_id: 'p1',
      title: 'Milk',
      barcode: '111',
      slug: 'milk',
      changes: [{ field: 'price', before: '280', after: '290' }],
      errors: [],
    },
    {
      row: 3,
      product_id: null,
      title: null,
      barcode: null,
      slug: null,
      changes: [],
      errors: [{ column: 'slug', message: 'No product has this barcode or slug', textCode: 'IMPORT_PRODUCT_UNKNOWN' }],
    },
    null,
  ],
  changed: 1,
  unchanged: 0,
  failed: 1,
  applied: false,
  error: null,
  ...over,
});

describe('product CSV import', () => {
  it('exports the filters without the page', () => {
    expect(exportVariables({ search: 'milk', catId: null, status: 'draft', stock: null, page: 3 })).toEqual({
      search: 'milk',
      status: 'draft',
    });
    expect(exportFileName(new Date(2026, 10, 6))).toBe('products-2026-11-06.csv');
  });

  it('checks the size before reading a file', () => {
    expect(fileProblem(0)).toBe('empty');
    expect(fileProblem(IMPORT_MAX_BYTES)).toBeNull();
    expect(fileProblem(IMPORT_MAX_BYTES + 1)).toBe('too-large');
  });

  it('shows every row or only the rows with errors', () => {
    expect(rowsToShow(plan(), false).map((r) => r.row)).toEqual([2, 3]);
    expect(rowsToShow(plan(), true).map((r) => r.row)).toEqual([3]);
    expect(rowsToShow(null, false)).toEqual([]);
  });

  it('applies only a plan with changes and no error', () => {
    expect(canApply(plan())).toBe(false);
    expect(canApply(plan({ failed: 0 }))).toBe(true);
    expect(canApply(plan({ failed: 0, changed: 0 }))).toBe(false);
    expect(canApply(plan({ failed: 0, error: { message: 'x', code: 'x', textCode: 'x', details: null } }))).toBe(false);
    expect(canApply(null)).toBe(false);
  });

  it('names a row by the product found, else the key the file gave', () => {
    const [found] = rowsToShow(plan(), false);
    expect(rowProduct(found!)).toBe('Milk');
    expect(rowProduct({ title: null, barcode: null, slug: 'tea' })).toBe('tea');
  });
});
