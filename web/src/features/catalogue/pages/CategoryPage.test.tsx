import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CategoryPage from './CategoryPage';
import { categoriesMock } from '../../../test/mocks';
import { product, productPageMock, renderCatalogue } from '../testing';
import { PRODUCT_PAGE_SIZE } from '../listing/useProductList';

/** The breadcrumbs, once there: they come from the categories query, which may answer after the products. */
function breadcrumbs(): Promise<HTMLElement> {
  return waitFor(() => {
    const crumbs = document.querySelector<HTMLElement>('.catalogue-breadcrumbs');
    if (!crumbs) throw new Error('no breadcrumbs yet');
    return crumbs;
  });
}

const routes = [{ path: '/category/:slug', element: <CategoryPage /> }];
const filter = { cat_slug: 'fruits-vegetables' };

describe('category listing', () => {
  it('shows breadcrumbs, child categories with counts, the grid, and loads the next page with More', async () => {
    const first = Array.from({ length: PRODUCT_PAGE_SIZE }, () => product());
    const second = [product({ title: 'Late Mango' }), product({ title: 'Late Guava' })];
    renderCatalogue(null, {
      routes,
      path: '/category/fruits-vegetables',
      mocks: [
        categoriesMock(),
        productPageMock(filter, PRODUCT_PAGE_SIZE, null, first, { totalCount: 22, hasNextPage: true }),
        productPageMock(filter, PRODUCT_PAGE_SIZE, `c-${first.at(-1)?._id}`, second, {
          totalCount: 22,
          hasNextPage: false,
        }),
      ],
    });
    // The spec's skeleton: 6 cards while the first page loads.
    expect(screen.getByRole('status', { name: 'Loading products' }).children).toHaveLength(6);

    expect(await screen.findByRole('heading', { level: 1, name: 'Fruits & Vegetables' })).toBeInTheDocument();
    const crumbs = await breadcrumbs();
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Fruits & Vegetables')).toHaveAttribute('aria-current', 'page');

    const related = screen.getByRole('navigation', { name: 'Related categories' });
    const fresh = within(related).getByRole('link', { name: /Fresh Fruits/ });
    expect(fresh).toHaveAttribute('href', '/category/fresh-fruits');
    expect(within(fresh).getByLabelText('12 products')).toHaveTextContent('12');

    const grid = await screen.findByRole('list', { name: 'Fruits & Vegetables products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(screen.getByText('22 products')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await within(grid).findByRole('link', { name: 'Late Guava' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('article')).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it("says 'No product found' for a category without products", async () => {
    renderCatalogue(null, {
      routes,
      path: '/category/mangoes',
      mocks: [
        categoriesMock(),
        productPageMock({ cat_slug: 'mangoes' }, PRODUCT_PAGE_SIZE, null, [], { totalCount: 0, hasNextPage: false }),
      ],
    });
    expect(await screen.findByText('No product found')).toBeInTheDocument();
    // A leaf category: its ancestors are links in the breadcrumbs.
    const crumbs = await breadcrumbs();
    expect(within(crumbs).getByRole('link', { name: 'Fresh Fruits' })).toHaveAttribute(
      'href',
      '/category/fresh-fruits',
    );
    expect(screen.queryByRole('navigation', { name: 'Related categories' })).not.toBeInTheDocument();
  });

  it('shows the not-found view for a category that is not enabled', async () => {
    renderCatalogue(null, {
      routes,
      path: '/category/hidden',
      mocks: [
        categoriesMock(),
        productPageMock({ cat_slug: 'hidden' }, PRODUCT_PAGE_SIZE, null, [], { totalCount: 0, hasNextPage: false }),
      ],
    });
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });

  it("shows 'Query Error!' when the products cannot be loaded", async () => {
    renderCatalogue(null, {
      routes,
      path: '/category/fruits-vegetables',
      mocks: [
        categoriesMock(),
        {
          request: productPageMock(filter, PRODUCT_PAGE_SIZE, null, [], { totalCount: 0, hasNextPage: false }).request,
          error: new Error('Failed to fetch'),
        },
      ],
    });
    expect(await screen.findByText('Query Error!')).toBeInTheDocument();
  });
});
