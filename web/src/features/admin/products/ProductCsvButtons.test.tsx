import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCatalogueOptionsDocument, StaffProductsDocument } from '../admin.generated';
import { StaffApplyProductImportDocument, StaffProductImportPreviewDocument } from './productImport.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;
const CSV = 'slug,price\nmilk,290\nno-such,5\n';

const list = {
  request: { query: StaffProductsDocument, variables: () => true },
  result: {
    data: {
      staffProducts: { __typename: 'StaffProductPage', rows: [], total: 0, page: 1, limit: 25, error: null },
    },
  },
  ...always,
};
const options = {
  request: { query: StaffCatalogueOptionsDocument },
  result: {
    data: { staffCatalogueOptions: { __typename: 'StaffCatalogueOptions', categories: [], types: [], attributes: [] } },
  },
  ...always,
};
const change = { __typename: 'StaffImportChange', field: 'price', before: '280', after: '290' };
const row = (n: number, extra: Record<string, unknown>) => ({
  __typename: 'StaffImportRow',
  row: n,
  product_id: null,
  title: null,
  barcode: null,
  slug: null,
  changes: [],
  errors: [],
  ...extra,
});
const plan = (rows: unknown[], extra: Record<string, unknown>) => ({
  __typename: 'StaffProductImport',
  rows,
  changed: 1,
  unchanged: 0,
  failed: 0,
  applied: false,
  error: null,
  ...extra,
});

async function pickFile(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const input = document.querySelector('.admin-import-drawer input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], 'prices.csv', { type: 'text/csv' }));
}

describe('the product CSV import', () => {
  it('previews every change and error and keeps Apply disabled while an error remains', async () => {
    renderAdmin('/admin/products', [
      staffMeMock('manager'),
      list,
      options,
      {
        request: { query: StaffProductImportPreviewDocument, variables: { csv: CSV } },
        result: {
          data: {
            staffProductImportPreview: plan(
              [
                row(2, { product_id: 'p1', title: 'Fresh Milk 1L', slug: 'milk', changes: [change] }),
                row(3, {
                  errors: [
                    {
                      __typename: 'StaffImportError',
                      column: 'slug',
                      message: 'No product has this barcode or slug',
                      textCode: 'IMPORT_PRODUCT_UNKNOWN',
                    },
                  ],
                }),
              ],
              { failed: 1 },
            ),
          },
        },
      },
    ]);
    await pickFile(CSV);
    expect(await screen.findByText('1 to change, 0 unchanged, 1 with errors')).toBeInTheDocument();
    expect(screen.getByText('slug: No product has this barcode or slug')).toBeInTheDocument();
    expect(screen.queryByText('Price: 280 → 290')).not.toBeInTheDocument(); // only errors at first
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText('Price: 280 → 290')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
  });

  it('applies a clean file and says what it changed', async () => {
    const sent: unknown[] = [];
    const rows = [row(2, { product_id: 'p1', title: 'Fresh Milk 1L', slug: 'milk', changes: [change] })];
    renderAdmin('/admin/products', [
      staffMeMock('manager'),
      list,
      options,
      {
        request: { query: StaffProductImportPreviewDocument, variables: { csv: 'slug,price\nmilk,290\n' } },
        result: { data: { staffProductImportPreview: plan(rows, {}) } },
      },
      {
        request: { query: StaffApplyProductImportDocument, variables: (v: unknown) => (sent.push(v), true) },
        result: { data: { staffApplyProductImport: plan(rows, { applied: true }) } },
      },
    ]);
    await pickFile('slug,price\nmilk,290\n');
    expect(await screen.findByText('Price: 280 → 290')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText('1 product changed')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ csv: 'slug,price\nmilk,290\n' }]));
  });
});
