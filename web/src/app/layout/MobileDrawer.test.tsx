import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { categoriesMock, settingsMock } from '../../test/mocks';
import { cartMocks, signIn, startup } from '../../features/checkout/testing';
import { LogoutDocument } from '../../features/accounts/signout/logout.generated';
import { ResendPhoneCodeDocument } from '../../features/accounts/verify/phone.generated';
import { pageLoad } from '../../features/accounts/signout/useSignOut';
import { sessionStore } from '../../shared/auth/sessionStore';
import { cartStore } from '../../features/cart/cartStore';

describe('mobile layout', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(() => setViewportWidth(1280));

  it('shows the menu button instead of the mega-menu, and an accordion footer', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Shop/ })).not.toBeInTheDocument();
    expect(within(header).getByPlaceholderText('Search 5000+ products...')).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    const about = within(footer).getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page/about-us');
  });

  it('the drawer lists Shop, Your Orders, Your Account and Help and drills into categories with Back', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/user/my-orders');
    expect(within(menu).getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/user/profile');
    expect(within(menu).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');

    await user.click(within(menu).getByRole('button', { name: 'Shop' }));
    await user.click(within(menu).getByRole('button', { name: 'Fruits & Vegetables' }));
    expect(within(menu).getByRole('link', { name: 'View All Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/category/fruits-vegetables',
    );
    expect(within(menu).getByRole('link', { name: 'Fresh Vegetables' })).toHaveAttribute(
      'href',
      '/category/fresh-vegetables',
    );

    await user.click(within(menu).getByRole('button', { name: /Back/ }));
    expect(within(menu).getByRole('link', { name: 'Dairy & Eggs' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: /Back/ }));
    expect(within(menu).getByRole('button', { name: 'Shop' })).toBeInTheDocument();
  });

  it('choosing a category closes the drawer and navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', [settingsMock(), categoriesMock()]);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Shop' }));
    await user.click(within(menu).getByRole('link', { name: 'Dairy & Eggs' }));
    expect(router.state.location.pathname).toBe('/category/dairy-eggs');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a visitor keeps Sign In in the header and Register / Sign In in the drawer', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('button', { name: /Sign In/ })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: /Your Account/ })).not.toBeInTheDocument();
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('navigation', { name: 'Main menu' })).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Sign In/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
  });

  it('Escape closes the drawer', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});

const resendRefused: MockLink.MockedResponse = {
  request: { query: ResendPhoneCodeDocument, variables: () => true },
  result: {
    data: {
      resendPhoneCode: {
        __typename: 'User',
        _id: 'u1',
        phone: '03001234567',
        phone_confirmed: 0,
        error: {
          __typename: 'ErrorInfo',
          message: 'Please wait before requesting a new verification code.',
          code: 'RATE_LIMITED',
          textCode: 'CODE_TOO_SOON',
        },
      },
    },
  },
};

function logoutMock(onLogout: () => void): MockLink.MockedResponse {
  return {
    request: { query: LogoutDocument },
    result: () => {
      onLogout();
      return { data: { logout: { __typename: 'MutationResult', _id: 'u1', error: null } } };
    },
  };
}

describe('a signed-in customer on a phone (375 px)', () => {
  beforeEach(() => {
    setViewportWidth(375);
    cartStore.reset();
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
    setViewportWidth(1280);
  });

  it("the header has 'Your Account' next to the cart, with the desktop's menu and sign out", async () => {
    const reload = vi.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    const logout = vi.fn();
    const user = userEvent.setup();
    renderApp('/', [...startup({ phoneConfirmed: 0 }), ...cartMocks(), logoutMock(logout)]);
    const header = within(await screen.findByRole('banner'));
    const account = await header.findByRole('button', { name: /Your Account/ });
    expect(await header.findByRole('button', { name: /^Cart, 2 items/ })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: /Sign In/ })).not.toBeInTheDocument();
    // 'Your Orders' stays a desktop header link; the drawer has it on a phone.
    expect(header.queryByRole('link', { name: 'Your Orders' })).not.toBeInTheDocument();

    await user.click(account);
    const menu = await screen.findByRole('navigation', { name: 'Your Account' });
    expect(within(menu).getByRole('link', { name: /Account Settings/ })).toHaveAttribute('href', '/user/profile');
    expect(within(menu).getByRole('link', { name: /Orders History/ })).toHaveAttribute('href', '/user/my-orders');
    expect(within(menu).getByRole('button', { name: /Confirm Account/ })).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: /Sign out/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStore.getUser()).toBeNull();
  });

  it("the drawer's 'Your Account' offers the same items; Sign out asks first and Cancel keeps the session", async () => {
    const reload = vi.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    const logout = vi.fn();
    const user = userEvent.setup();
    renderApp('/', [...startup({ phoneConfirmed: 0 }), ...cartMocks(), logoutMock(logout)]);
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/user/my-orders');
    const account = within(within(menu).getByRole('list', { name: 'Your Account' }));
    expect(account.getByRole('link', { name: /Account Settings/ })).toHaveAttribute('href', '/user/profile');
    expect(account.getByRole('link', { name: /Orders History/ })).toHaveAttribute('href', '/user/my-orders');
    expect(account.getByRole('button', { name: /Confirm Account/ })).toBeInTheDocument();
    // A customer is not offered Register or Sign In.
    const drawer = menu.closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).queryByRole('button', { name: /Sign In|Register/ })).not.toBeInTheDocument();

    await user.click(account.getByRole('button', { name: /Sign out/ }));
    // The drawer closes and the spec's question is asked.
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    const question = await screen.findAllByText('Are you really sure you want to sign out?');
    const confirm = question[0]?.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.getUser()?._id).toBe('u1');

    await user.click(opener);
    await user.click(
      within(await screen.findByRole('list', { name: 'Your Account' })).getByRole('button', { name: /Sign out/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStore.getTokens()).toEqual({ token: null, refreshToken: null });
  });

  it("the drawer's red 'Confirm Account' opens the phone verification; a confirmed phone has none", async () => {
    const user = userEvent.setup();
    const first = renderApp('/', [...startup({ phoneConfirmed: 0 }), ...cartMocks(), resendRefused]);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const account = within(await screen.findByRole('list', { name: 'Your Account' }));
    await user.click(account.getByRole('button', { name: /Confirm Account/ }));
    expect(await screen.findByRole('heading', { name: 'Phone Number Verification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    renderApp('/', [...startup({ phoneConfirmed: 1 }), ...cartMocks()]);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const confirmed = within(await screen.findByRole('list', { name: 'Your Account' }));
    expect(confirmed.getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
    expect(confirmed.queryByRole('button', { name: /Confirm Account/ })).not.toBeInTheDocument();
  });

  it("the header stays while its 'Your Account' popover is open, and slides away again once it is closed", async () => {
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        fireEvent.scroll(window);
      });
    const user = userEvent.setup();
    renderApp('/', [...startup(), ...cartMocks()]);
    const header = await screen.findByRole('banner');
    const account = await within(header).findByRole('button', { name: /Your Account/ });
    await user.click(account);
    expect(await screen.findByRole('navigation', { name: 'Your Account' })).toBeInTheDocument();

    // The popover hangs from the button: scrolling down must not take the header (and it) away.
    scrollTo(600);
    scrollTo(1200);
    await new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
    expect(header).not.toHaveClass('is-hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'false'));
    scrollTo(1800);
    await waitFor(() => expect(header).toHaveClass('is-hidden'));
  });
});
