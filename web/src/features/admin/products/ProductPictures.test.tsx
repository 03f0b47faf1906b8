import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffSetProductPicturesDocument } from '../pictures/pictures.generated';
import { always, renderProductForm, staffProduct } from './productTesting';

const image = (n: number) => ({
  __typename: 'GalleryImage',
  _id: `g${n}`,
  img: `/media/g${n}.png`,
  thumb: `/media/g${n}-t.png`,
});

const withPictures = () =>
  staffProduct({ picture: '/media/main.png', picture_thumb: '/media/main-t.png', gallery: [image(1), image(2)] });

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
    renderProductForm(
      [
        {
          request: { query: StaffSetProductPicturesDocument, variables: (v: unknown) => (sent.push(v), true) },
          result: answer({}),
        },
      ],
      { product: withPictures },
    );
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
    renderProductForm(
      [
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
      ],
      { product: withPictures },
    );
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
