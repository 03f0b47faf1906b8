import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TestingPage, { TESTING_PAGE_SIZE } from './TestingPage';
import { product, productPageMock, renderCatalogue } from '../testing';

describe('/testing', () => {
  it('lists 5 products per page with a More button', async () => {
    const first = Array.from({ length: TESTING_PAGE_SIZE }, () => product());
    const second = [product({ title: 'Sixth product' })];
    renderCatalogue(<TestingPage />, {
      mocks: [
        productPageMock({}, 5, null, first, { totalCount: 6, hasNextPage: true }),
        productPageMock({}, 5, `c-${first.at(-1)?._id}`, second, { totalCount: 6, hasNextPage: false }),
      ],
    });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await within(list).findByRole('link', { name: 'Sixth product' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
