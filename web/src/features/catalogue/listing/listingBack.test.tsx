// Back from a product to a category listing (team issue 14): the same pages, from the cache, and
// the same scroll place; a new visit to the listing still starts from its first page.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CategoryPage from '../pages/CategoryPage';
import { categoriesMock } from '../../../test/mocks';
import { product, productPageMock, renderCatalogue } from '../testing';
import { PRODUCT_PAGE_SIZE } from './useProductList';

const routes = [
  { path: '/category/:slug', element: <CategoryPage /> },
  { path: '/product/:slug', element: <p>a product page</p> },
];
const filter = { cat_slug: 'fruits-vegetables' };
const first = Array.from({ length: PRODUCT_PAGE_SIZE }, () => product());
const second = [product({ title: 'Late Mango' }), product({ title: 'Late Guava' })];
const page1 = () => productPageMock(filter, PRODUCT_PAGE_SIZE, null, first, { totalCount: 22, hasNextPage: true });
const page2 = () =>
  productPageMock(filter, PRODUCT_PAGE_SIZE, `c-${first.at(-1)?._id}`, second, { totalCount: 22, hasNextPage: false });

function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

async function listingWithMore() {
  const grid = await screen.findByRole('list', { name: 'Fruits & Vegetables products' });
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  await within(grid).findByRole('link', { name: 'Late Guava' });
  expect(within(grid).getAllByRole('article')).toHaveLength(22);
}

afterEach(() => {
  scrollWindowTo(0);
  vi.mocked(window.scrollTo).mockClear();
});

describe('back to a listing', () => {
  it('shows the pages it had, from the cache, and scrolls back to where it was', async () => {
    // One answer per page: a second fetch of either would find no answer and fail the listing.
    const { router } = renderCatalogue(null, {
      routes,
      path: '/category/fruits-vegetables',
      mocks: [categoriesMock(), page1(), page2()],
    });
    await listingWithMore();
    scrollWindowTo(1480);

    await act(() => router.navigate('/product/late-guava'));
    expect(await screen.findByText('a product page')).toBeInTheDocument();
    scrollWindowTo(0);

    await act(() => router.navigate(-1));
    const grid = await screen.findByRole('list', { name: 'Fruits & Vegetables products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(22);
    expect(screen.queryByText('Query Error!')).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1480);
  });

  it('loads the pages again when the cache lost them (a new visit in between), then scrolls back', async () => {
    const { router } = renderCatalogue(null, {
      routes,
      path: '/category/fruits-vegetables',
      // The second page answers late when loaded again, so the page is still short while it is on its way.
      mocks: [categoriesMock(), page1(), page2(), page1(), { ...page2(), delay: 300 }],
    });
    await listingWithMore();
    scrollWindowTo(1480);

    await act(() => router.navigate('/product/late-guava'));
    await screen.findByText('a product page');
    // A new visit starts from the first page (and replaces the cached pages with it).
    await act(() => router.navigate('/category/fruits-vegetables'));
    const fresh = await screen.findByRole('list', { name: 'Fruits & Vegetables products' });
    expect(await within(fresh).findAllByRole('article')).toHaveLength(PRODUCT_PAGE_SIZE);
    scrollWindowTo(0);

    await act(() => router.navigate(-1));
    await screen.findByText('a product page');
    await act(() => router.navigate(-1));
    // The router's own restoration meets a short page and the browser clamps it: not the place to keep.
    scrollWindowTo(300);
    const grid = await screen.findByRole('list', { name: 'Fruits & Vegetables products' });
    expect(await within(grid).findByRole('link', { name: 'Late Guava' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('article')).toHaveLength(22);
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1480));
  });
});
