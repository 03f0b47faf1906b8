import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it } from 'vitest';
import { TestUiProviders } from '../../../test/TestUiProviders';
import { StaffCategoryPicturesDocument, StaffSetCategoryPicturesDocument } from '../pictures/pictures.generated';
import { CategoryPictures } from './CategoryPictures';

const category = (extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffCategory',
  _id: 'c1',
  version: 3,
  title_img: '/media/title.png',
  title_img_thumb: '/media/title-t.png',
  menu_bg_img: null,
  menu_bg_img_thumb: null,
  ...extra,
});

describe("a category's pictures", () => {
  it('removes the title picture at once with the version read, keeping the menu picture', async () => {
    const sent: unknown[] = [];
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: StaffCategoryPicturesDocument },
            result: {
              data: {
                staffCategories: [category({ menu_bg_img: '/media/menu.png', menu_bg_img_thumb: '/media/menu-t.png' })],
              },
            },
            maxUsageCount: Number.POSITIVE_INFINITY,
          },
          {
            request: { query: StaffSetCategoryPicturesDocument, variables: (v: unknown) => (sent.push(v), true) },
            result: {
              data: {
                staffSetCategoryPictures: {
                  ...category({ version: 4, title_img: null, title_img_thumb: null }),
                  menu_bg_img: '/media/menu.png',
                  menu_bg_img_thumb: '/media/menu-t.png',
                  error: null,
                },
              },
            },
          },
        ]}
      >
        <TestUiProviders>
          <CategoryPictures categoryId="c1" onReload={() => undefined} />
        </TestUiProviders>
      </MockedProvider>,
    );
    const title = await screen.findByRole('group', { name: 'Title picture' });
    expect(within(title).getByRole('img', { name: 'Title picture' })).toHaveAttribute('src', '/media/title-t.png');
    await userEvent.click(within(title).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Pictures saved');
    expect(sent).toEqual([{ category_id: 'c1', version: 3, title_img: null, menu_bg_img: '/media/menu.png' }]);
    expect(await within(title).findByText('No picture')).toBeInTheDocument();
  });
});
