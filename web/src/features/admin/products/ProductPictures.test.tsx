import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCatalogueOptionsDocument, StaffProductDocument } from '../admin.generated';
import { StaffSetProductPicturesDocument } from '../pictures/pictures.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;
const image = (n: number) => ({
  __typename: 'GalleryImage',
  _id: `g${n}`,
  img: `/media/g${n}.png`,
  thumb: `/media/g${n}-t.png`,
});

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
  picture: '/media/main.png',
  picture_thumb: '/media/main-t.png',
  gallery: [image(1), image(2)],
  attributes: [],
  error: null,
  ...extra,
});

const options = {
  request: { query: StaffCatalogueOptionsDocument },
  result: {
    data: {
      staffCatalogueOptions: { __typename: 'StaffCatalogueOptions', categories: [], types: [], attributes: [] },
    },
  },
  ...always,
};

const answer = (extra: Record<string, unknown>) => ({
  data: {
    staffSetProductPictures: {
      __typename: 'StaffProduct',
      _id: 'p1',
      version: 5,
      picture: '/media/main.png',
      picture_thumb: '/media/main-t.png',
      gallery: [image(2), image(1)],
      error: null,
      ...extra,
    },
  },
});

describe("the product form's pictures", () => {
  it('saves a reorder at once with the version shown, keeping pictures by their paths', async () => {
    const sent: unknown[] = [];
    renderAdmin('/admin/products/p1', [
      staffMeMock('manager'),
      options,
      {
        request: { query: StaffProductDocument, variables: { id: 'p1' } },
        result: { data: { staffProduct: product() } },
        ...always,
      },
      {
        request: { query: StaffSetProductPicturesDocument, variables: (v: unknown) => (sent.push(v), true) },
        result: answer({}),
      },
    ]);
    const gallery = await screen.findByRole('group', { name: 'Gallery' });
    await userEvent.click(within(gallery).getByRole('button', { name: 'Move picture 1 right' }));
    await screen.findByText('Pictures saved');
    expect(sent).toEqual([
      { product_id: 'p1', version: 4, picture: '/media/main.png', gallery: ['/media/g2.png', '/media/g1.png'] },
    ]);
    await waitFor(() =>
      expect(
        within(gallery)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(['/media/g2-t.png', '/media/g1-t.png']),
    );
  });

  it('warns with Reload when someone else changed the product, and shows a refused picture under its field', async () => {
    const refusal = (textCode: string, message: string, details: string) =>
      answer({
        _id: null,
        version: null,
        picture: null,
        picture_thumb: null,
        gallery: null,
        error: {
          __typename: 'ErrorInfo',
          message,
          code: textCode === 'PRODUCT_CHANGED' ? 'CONFLICT' : 'BAD_REQUEST',
          textCode,
          details,
        },
      });
    let call = 0;
    renderAdmin('/admin/products/p1', [
      staffMeMock('manager'),
      options,
      {
        request: { query: StaffProductDocument, variables: { id: 'p1' } },
        result: { data: { staffProduct: product() } },
        ...always,
      },
      {
        request: { query: StaffSetProductPicturesDocument, variables: () => true },
        result: () => {
          call += 1;
          return call === 1
            ? refusal(
                'PRODUCT_CHANGED',
                'This product was changed by someone else. Reload it to see the change.',
                'version',
              )
            : refusal('PICTURE_NOT_FOUND', 'This picture was not found. Please upload it again.', 'picture');
        },
        ...always,
      },
    ]);
    const main = await screen.findByRole('group', { name: 'Product picture' });
    await userEvent.click(within(main).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('This product was changed by someone else. Reload it to see the change.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'Remove' }));
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      'This picture was not found. Please upload it again.',
    );
  });
});
