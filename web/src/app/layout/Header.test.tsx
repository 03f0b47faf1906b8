import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { categoriesMock, settingsMock } from '../../test/mocks';
import { CUSTOMER, cartMocks, signIn, startup } from '../../features/checkout/testing';
import { LoggedInUserDocument } from '../../shared/auth/loggedInUser.generated';
import { cartStore } from '../../features/cart/cartStore';
import { stubSearchEndpoint } from '../../test/searchEndpoint';

describe('header for a visitor (desktop)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows logo, search, Help, Register and Sign In, and no signed-in controls', async () => {
    renderApp('/', [settingsMock(), categoriesMock()]);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Karyana home' })).toHaveAttribute('href', '/');
    expect(within(header).getByPlaceholderText('Search 5000+ products...')).toBeInTheDocument();
    expect(within(header).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /Help/ })).toHaveAttribute('href', '/help');
    expect(within(header).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Sign In/ })).toBeInTheDocument();
    expect(within(header).queryByText('Your Account')).not.toBeInTheDocument();
    expect(within(header).queryByText('Your Orders')).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('Sign In and Register open their pop-ups for a visitor (the accounts feature listens)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', [settingsMock(), categoriesMock()]);
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: /Sign In/ }));
    expect(await screen.findByRole('dialog', { name: 'Sign In To Your Account' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Quick Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('searching opens /search with the query', async () => {
    const sent = stubSearchEndpoint();
    const user = userEvent.setup();
    const { router } = renderApp('/', [settingsMock(), categoriesMock()]);
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'basmati rice{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?query=basmati%20rice');
    await waitFor(() => expect(sent.some((r) => r.params.query === 'basmati rice')).toBe(true));
    expect(await screen.findByRole('link', { name: 'basmati rice product' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('the Shop mega-menu opens on click, opens columns on hover and links View All {title}', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const shop = await screen.findByRole('button', { name: /Shop/ });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Product categories' });
    const fruits = await within(panel).findByRole('link', { name: 'Fruits & Vegetables' });
    expect(within(panel).getByRole('link', { name: /Dairy & Eggs/ })).toHaveAttribute('href', '/category/dairy-eggs');
    await user.hover(fruits);
    expect(within(panel).getByRole('link', { name: 'View All Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/category/fruits-vegetables',
    );
    await user.hover(within(panel).getByRole('link', { name: 'Fresh Fruits' }));
    expect(within(panel).getByRole('link', { name: 'View All Fresh Fruits' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Mangoes/ })).toHaveAttribute('href', '/category/mangoes');
  });

  it('the mega-menu works from the keyboard and Escape closes it', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const shop = await screen.findByRole('button', { name: /Shop/ });
    // The home page's tiles come from the same query: once they show, the menu has its data.
    await screen.findAllByRole('link', { name: /Fruits & Vegetables/ });
    shop.focus();
    await user.keyboard('{ArrowDown}');
    const panel = screen.getByRole('region', { name: 'Product categories' });
    // Exact name: once the item is active its column adds 'View All Fruits & Vegetables'.
    await within(panel).findByRole('link', { name: 'Fruits & Vegetables' });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Fruits & Vegetables'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Dairy & Eggs');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(shop);
  });

  it('has landmarks: banner, main and contentinfo, and a skip link', async () => {
    renderApp('/', [settingsMock(), categoriesMock()]);
    await screen.findByRole('banner');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('the footer shows About, Help Center and Contact Us, the phone and Download App', async () => {
    renderApp('/', [settingsMock(), categoriesMock()]);
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['About', 'Help Center', 'Contact Us']) {
      expect(within(footer).getByRole('navigation', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: /0300 1234567/ })).toHaveAttribute('href', 'tel:0300 1234567');
    expect(within(footer).getByRole('link', { name: /Download App/ })).toHaveAttribute(
      'href',
      'https://example.com/app',
    );
  });

  it("on /checkout the header has 'Back to shop' and no search, menu or sign-in", async () => {
    // Signed in, since checkout sends a visitor to /user/sign-in (which has the full header).
    signIn();
    renderApp('/checkout', [...startup(), ...cartMocks()]);
    const header = await screen.findByRole('banner');
    // The wizard has loaded, so the page stayed on /checkout.
    expect(await screen.findByText('Address & Time Slot', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Back to shop/ })).toBeInTheDocument();
    expect(within(header).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Shop$/ })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Sign In/ })).not.toBeInTheDocument();
  });
});

/** getLoggedInUser answering `ordersCount`, once (the count asked after a sign-in). */
function loggedInUserMock(ordersCount: number): MockLink.MockedResponse {
  return {
    request: { query: LoggedInUserDocument },
    result: { data: { getLoggedInUser: { __typename: 'LoggedInUser', user: CUSTOMER, ordersCount, error: null } } },
  };
}

/** PUT /api/user/login answers that the customer is signed in. */
function answerLogin(): void {
  const user = {
    _id: CUSTOMER._id,
    fname: CUSTOMER.fname,
    email: CUSTOMER.email,
    phone_confirmed: 1,
    status: 'enabled',
  };
  const body = {
    status: 'LoggedIn',
    TokenData: { token: 'access-token', refreshToken: 'refresh-token' },
    LoggedUser: { user },
    error: null,
  };
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

async function signInThroughPopup(user: ReturnType<typeof userEvent.setup>) {
  const header = within(await screen.findByRole('banner'));
  await user.click(header.getByRole('button', { name: /Sign In/ }));
  const popup = await screen.findByRole('dialog', { name: 'Sign In To Your Account' });
  await user.type(within(popup).getByLabelText('Email'), CUSTOMER.email);
  await user.type(within(popup).getByLabelText('Password'), 'correct-horse');
  await user.click(within(popup).getByRole('button', { name: 'Sign in' }));
  return header;
}

describe("'Your Orders' follows the order count without a reload (desktop)", () => {
  beforeEach(() => {
    setViewportWidth(1280);
    cartStore.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it("signing in through the pop-up asks for the count: a customer with orders sees 'Your Orders' at once", async () => {
    answerLogin();
    const user = userEvent.setup();
    const { router } = renderApp('/', [settingsMock(), categoriesMock(), ...cartMocks(), loggedInUserMock(3)]);
    const header = await signInThroughPopup(user);

    expect(await header.findByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/user/my-orders');
    expect(header.getByRole('button', { name: /Your Account/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("a customer without orders gets no 'Your Orders' after signing in", async () => {
    answerLogin();
    const asked = vi.fn(() => ({
      data: { getLoggedInUser: { __typename: 'LoggedInUser', user: CUSTOMER, ordersCount: 0, error: null } },
    }));
    const user = userEvent.setup();
    renderApp('/', [
      settingsMock(),
      categoriesMock(),
      ...cartMocks(),
      { request: { query: LoggedInUserDocument }, result: asked },
    ]);
    const header = await signInThroughPopup(user);
    await header.findByRole('button', { name: /Your Account/ });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(header.queryByRole('link', { name: 'Your Orders' })).not.toBeInTheDocument();
  });
});

describe('the compact header (desktop)', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    window.scrollY = 0;
  });

  it('hands focus to the full header when it leaves with focus inside', async () => {
    renderApp('/', [settingsMock(), categoriesMock()]);
    const full = await screen.findByRole('banner');
    const compact = screen.getByTestId('compact-header');
    act(() => {
      window.scrollY = 600;
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(compact).toHaveClass('is-shown'));
    const help = within(compact).getByRole('link', { name: /Help/ });
    act(() => help.focus());
    expect(help).toHaveFocus();

    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(compact).not.toHaveClass('is-shown'));
    expect(within(full).getByRole('link', { name: /Help/ })).toHaveFocus();
  });
});
