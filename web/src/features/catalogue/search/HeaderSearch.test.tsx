// The header's search box with the real app: results in place of a page, and driving /search.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { categoriesMock, pageMock, settingsMock } from '../../../test/mocks';
import { stubSearchEndpoint, type SentSearchRequest } from '../../../test/searchEndpoint';
import { setHeaderQuery } from './headerQuery';

const sent: SentSearchRequest[] = [];

const helpMocks = () => [
  settingsMock(),
  categoriesMock(),
  pageMock('help', { title: 'Help', body: '<p>Call us.</p>' }),
];

beforeEach(() => {
  setViewportWidth(1280);
  setHeaderQuery('', '');
  sent.length = 0;
  stubSearchEndpoint(sent);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header search', () => {
  it('typing outside /search replaces the page with results, without navigating; clearing restores the page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/help', helpMocks());
    const page = await screen.findByRole('heading', { level: 1, name: /Help/ });
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(box, 'guava');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “guava”' })).toBeInTheDocument();
    const results = screen.getByTestId('header-search-results');
    expect(await within(results).findByRole('link', { name: 'guava product' })).toHaveAttribute(
      'href',
      '/product/guava-product',
    );
    expect(within(results).getByText('1 product found')).toBeInTheDocument();
    expect(page).not.toBeVisible();
    expect(router.state.location.pathname).toBe('/help');
    expect(sent.some((r) => r.params.query === 'guava')).toBe(true);

    await user.clear(box);
    await waitFor(() => expect(screen.queryByTestId('header-search-results')).not.toBeInTheDocument());
    expect(page).toBeVisible();
  });

  it("'No product found' when nothing matches, and moving to another page empties the box", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/help', helpMocks());
    await screen.findByRole('heading', { level: 1, name: /Help/ });
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, ' ');
    expect(screen.queryByTestId('header-search-results')).not.toBeInTheDocument(); // blanks are no query
    await user.clear(box);
    await user.type(box, 'nothing');
    const results = await screen.findByTestId('header-search-results');
    expect(await within(results).findByText('No product found')).toBeInTheDocument();

    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByTestId('header-search-results')).not.toBeInTheDocument();
  });

  it('on /search the header box shows the URL query and typing refines the page', async () => {
    const user = userEvent.setup();
    renderApp('/search?query=mango', [settingsMock(), categoriesMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “mango”' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('mango');
    expect(screen.queryByTestId('header-search-results')).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'apple');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “apple”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'apple product' })).toBeInTheDocument();
  });
});
