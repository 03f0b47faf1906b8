import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffHomePageDocument, StaffSaveBannerGroupDocument, StaffSaveHomeListDocument } from './home.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;
const ERROR = null;

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffHomeProduct',
  _id: id,
  title: `Product ${id}`,
  slug: `product-${id}`,
  barcode: null,
  price: 100,
  picture_thumb: null,
  status: 'published',
  available_qty: 5,
  listed: true,
  ...extra,
});

const slider = (version: number) => ({
  __typename: 'StaffBannerGroup',
  _id: 'g1',
  key: 'top-slider',
  title: 'Home Slider',
  width: 1200,
  height: 400,
  status: 'published',
  items: [
    { __typename: 'StaffBannerItem', id: 'i1', img: '/media/a.jpg', thumb: '/media/a-t.jpg', url: '/category/tea' },
    { __typename: 'StaffBannerItem', id: 'i2', img: '/media/b.jpg', thumb: '/media/b-t.jpg', url: '/category/rice' },
  ],
  version,
  error: ERROR,
});

const featured = (version: number, ids: string[]) => ({
  __typename: 'StaffHomeList',
  key: 'featured-products',
  title: 'Featured Products',
  products: ids.map((id) => product(id, id === 'b' ? { listed: false, status: 'draft' } : {})),
  version,
  error: ERROR,
});

function homeMock(read: () => unknown): MockLink.MockedResponse {
  return {
    request: { query: StaffHomePageDocument },
    result: () => ({ data: { staffHomePage: read() } }),
    ...always,
  };
}

const page = (version: number, ids: string[]) => ({
  __typename: 'StaffHomePage',
  banners: [slider(version)],
  lists: [featured(version, ids)],
  offer: null,
  error: ERROR,
});

describe('the home page screen', () => {
  it('reorders a list and saves it whole with the version it read; hidden products are marked', async () => {
    let current = page(1, ['a', 'b', 'c']);
    const sent: unknown[] = [];
    renderAdmin('/admin/home', [
      staffMeMock('manager'),
      homeMock(() => current),
      {
        request: { query: StaffSaveHomeListDocument, variables: () => true },
        result: (variables: { input: { product_ids: string[] } }) => {
          sent.push(variables.input);
          current = page(2, variables.input.product_ids);
          return { data: { staffSaveHomeList: featured(2, variables.input.product_ids) } };
        },
        ...always,
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Featured Products' });
    expect(within(card).getByText('Not on the store now')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Move up Product c' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Product a' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      key: 'featured-products',
      version: 1,
      title: 'Featured Products',
      product_ids: ['c', 'b'],
    });
  });

  it('checks banner links before saving, then shows a conflict with Reload', async () => {
    let saves = 0;
    renderAdmin('/admin/home', [
      staffMeMock('owner'),
      homeMock(() => page(1, ['a'])),
      {
        request: { query: StaffSaveBannerGroupDocument, variables: () => true },
        result: () => {
          saves += 1;
          return {
            data: {
              staffSaveBannerGroup: {
                ...Object.fromEntries(Object.keys(slider(1)).map((key) => [key, null])),
                __typename: 'StaffBannerGroup',
                error: {
                  __typename: 'ErrorInfo',
                  message: 'This part of the home page was changed by someone else. Reload it to see the change.',
                  code: 'CONFLICT',
                  textCode: 'HOME_CHANGED',
                  details: 'version',
                },
              },
            },
          };
        },
        ...always,
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Home Slider' });
    const link = within(card).getByLabelText('Link of picture 2');
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText('Give a link starting with https:// or a store path like /product/name'),
    ).toBeInTheDocument();
    expect(saves).toBe(0);

    await userEvent.clear(link);
    await userEvent.type(link, '/product/atta');
    await userEvent.click(within(card).getByRole('button', { name: 'Move up Picture 2' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(/changed by someone else/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(saves).toBe(1);
  });
});
