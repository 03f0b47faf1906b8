import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCatalogueOptionsDocument, StaffProductDocument, StaffSaveProductDocument } from '../admin.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

const product = (extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffProduct',
  _id: 'p1',
  version: 4,
  title: 'Fresh Milk 1L',
  slug: 'fresh-milk-1l',
  short_description: '',
  details: '',
  brand: '',
  tags: '',
  barcode: '8800001',
  price: 220,
  price_was: 0,
  taxable: false,
  type_id: null,
  tax: null,
  limit_max_qty_in_cart: 0,
  available_qty: 12,
  reserved_for_order: 2,
  cat_id: 'c1',
  cat_title: 'Dairy',
  status: 'published',
  published_at: null,
  created_at: null,
  updated_at: '2026-11-26T05:00:00.000Z',
  picture: null,
  picture_thumb: null,
  gallery: [],
  attributes: [],
  error: null,
  ...extra,
});

const options = {
  request: { query: StaffCatalogueOptionsDocument },
  result: {
    data: {
      staffCatalogueOptions: {
        __typename: 'StaffCatalogueOptions',
        categories: [
          { __typename: 'StaffCategoryOption', _id: 'c1', title: 'Dairy', parent_cat_id: null, status: 'enabled' },
        ],
        types: [],
        attributes: [],
      },
    },
  },
  ...always,
};

describe('the product form', () => {
  it('sends only the changed price and shows the server refusal next to the price field', async () => {
    const sent: unknown[] = [];
    const refused = Object.fromEntries(Object.keys(product()).map((key) => [key, null]));
    renderAdmin('/admin/products/p1', [
      staffMeMock('manager'),
      options,
      {
        request: { query: StaffProductDocument, variables: { id: 'p1' } },
        result: { data: { staffProduct: product() } },
        ...always,
      },
      {
        request: { query: StaffSaveProductDocument, variables: (v: unknown) => (sent.push(v), true) },
        result: {
          data: {
            staffSaveProduct: {
              ...refused,
              __typename: 'StaffProduct',
              error: {
                __typename: 'ErrorInfo',
                message: 'Price must be more than 0',
                code: 'BAD_INPUT',
                textCode: 'PRICE_INVALID',
                details: 'price',
              },
            },
          },
        },
      },
    ]);
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = price.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Price must be more than 0')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { _id: 'p1', version: 4, price: 0 } }]);
  });

  it("a stale version warns with Reload, which reads the product again and keeps the person's edit", async () => {
    const refused = Object.fromEntries(Object.keys(product()).map((key) => [key, null]));
    let reads = 0;
    const changed = 'This product was changed by someone else. Reload it to see the change.';
    renderAdmin('/admin/products/p1', [
      staffMeMock('owner'),
      options,
      {
        request: { query: StaffProductDocument, variables: { id: 'p1' } },
        result: () => {
          reads += 1;
          return { data: { staffProduct: product(reads > 1 ? { version: 5, barcode: '8800002' } : {}) } };
        },
        ...always,
      },
      {
        request: { query: StaffSaveProductDocument, variables: () => true },
        result: {
          data: {
            staffSaveProduct: {
              ...refused,
              __typename: 'StaffProduct',
              error: {
                __typename: 'ErrorInfo',
                message: changed,
                code: 'CONFLICT',
                textCode: 'PRODUCT_CHANGED',
                details: null,
              },
            },
          },
        },
      },
    ]);
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '199');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Barcode')).toHaveValue('8800002'));
    expect(screen.getByLabelText('Price')).toHaveValue('199');
  });
});
