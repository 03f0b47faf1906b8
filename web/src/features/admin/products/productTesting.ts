// Fixtures for the product form's component tests (the form and its pictures): product p1 as staffProduct
// answers it, and the console opened on its form over the reads the form makes (staffMe, the catalogue
// options, the product) plus the test's own mocks.
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCatalogueOptionsDocument, StaffProductDocument } from '../admin.generated';

export const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

export const DAIRY_OPTION = {
  __typename: 'StaffCategoryOption',
  _id: 'c1',
  title: 'Dairy',
  parent_cat_id: null,
  status: 'enabled',
};

/** Product p1 (Fresh Milk 1L, version 4, no pictures) with `extra` over it. */
export const staffProduct = (extra: Record<string, unknown> = {}) => ({
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

/** /admin/products/p1 as `role`; each read of the product answers `product()`. */
export function renderProductForm(
  mocks: MockLink.MockedResponse[],
  {
    role = 'manager',
    product = () => staffProduct(),
    categories = [],
  }: { role?: string; product?: () => Record<string, unknown>; categories?: unknown[] } = {},
) {
  return renderAdmin('/admin/products/p1', [
    staffMeMock(role),
    {
      request: { query: StaffCatalogueOptionsDocument },
      result: {
        data: { staffCatalogueOptions: { __typename: 'StaffCatalogueOptions', categories, types: [], attributes: [] } },
      },
      ...always,
    },
    {
      request: { query: StaffProductDocument, variables: { id: 'p1' } },
      result: () => ({ data: { staffProduct: product() } }),
      ...always,
    },
    ...mocks,
  ]);
}
