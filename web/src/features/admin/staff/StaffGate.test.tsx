import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { board, boardMock, forbiddenMock, quietEventsMock, renderAdmin, staffMeMock } from '../testing';
import { menuFor } from './roles';
import { pageLoad } from '../../accounts/signout/useSignOut';
import { LogoutDocument } from '../../accounts/signout/logout.generated';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const menu = () => within(screen.getByRole('navigation', { name: 'Console menu' }));
/** The console as a role opens it at /admin, with an empty board for those who land there. */
const openAs = (role: string, more: MockLink.MockedResponse[] = []) =>
  renderAdmin('/admin', [staffMeMock(role), boardMock(board([], {}), { always: true }), quietEventsMock(), ...more]);

describe('the staff gate', () => {
  it('a visitor gets the staff sign-in form, and signing in as staff opens the console', async () => {
    const fetchLogin = vi.fn(async () =>
      Response.json({
        status: 'LoggedIn',
        TokenData: { token: 't1', refreshToken: 'r1' },
        LoggedUser: { user: { _id: 'u-owner', fname: 'Sana', status: 'enabled' } },
      }),
    );
    vi.stubGlobal('fetch', fetchLogin);
    const { router } = renderAdmin('/admin', [staffMeMock('owner'), boardMock(board([], {}), { always: true })], {
      user: null,
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@karyana.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/board');
    expect(fetchLogin).toHaveBeenCalledWith('/api/user/login', expect.objectContaining({ method: 'PUT' }));
  });

  it('a customer is told the page is for staff only, with a link to the store', async () => {
    renderAdmin('/admin', [forbiddenMock()]);
    expect(await screen.findByText('This page is for Karyana staff only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Console menu' })).toBeNull();
  });

  it('a staff page behind the gate is not shown to a customer', async () => {
    renderAdmin('/admin/board', [forbiddenMock()]);
    expect(await screen.findByText('This page is for Karyana staff only')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Board' })).toBeNull();
  });
});

describe('signing out of the console', () => {
  it("goes through the store's sign-out, revoking the session, and lands on the console's sign-in", async () => {
    const to = vi.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    const logout = vi.fn(() => ({ data: { logout: { __typename: 'MutationResult', _id: 'u-staff', error: null } } }));
    openAs('manager', [{ request: { query: LogoutDocument }, result: logout }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/admin'));
    expect(logout).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
  });
});

describe('the role-aware menu', () => {
  it('an owner sees every part', async () => {
    openAs('owner');
    await screen.findByRole('navigation', { name: 'Console menu' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Board',
      'Deliveries',
      'Cash sheet',
      'Customers',
      'Products',
      'Categories',
      'Home page',
      'Delivery slots',
      'Vouchers',
      'Pages',
      'Service area',
      'Staff',
      'Audit',
      'Settings',
    ]);
  });

  it("an owner's menu is in sections, each a group named by its heading", async () => {
    openAs('owner');
    await screen.findByRole('navigation', { name: 'Console menu' });
    expect(menu().getAllByRole('group')).toHaveLength(4);
    for (const name of ['Orders', 'Catalogue', 'Store', 'Admin'])
      expect(menu().getByRole('group', { name })).toBeInTheDocument();
    expect(
      within(menu().getByRole('group', { name: 'Admin' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Staff', 'Audit', 'Settings']);
  });

  it("an owner's long menu also opens from 'Menu' in a drawer (shown on a phone)", async () => {
    openAs('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('group', { name: 'Orders' })).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Board',
      'Deliveries',
      'Cash sheet',
      'Customers',
      'Products',
      'Categories',
      'Home page',
      'Delivery slots',
      'Vouchers',
      'Pages',
      'Service area',
      'Staff',
      'Audit',
      'Settings',
    ]);
  });

  it('a manager sees no staff or audit', async () => {
    openAs('manager');
    await screen.findByRole('navigation', { name: 'Console menu' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Board',
      'Deliveries',
      'Cash sheet',
      'Customers',
      'Products',
      'Categories',
      'Home page',
      'Delivery slots',
      'Vouchers',
      'Pages',
      'Service area',
      'Settings',
    ]);
  });

  it('a picker sees the board, a rider their own deliveries', async () => {
    const picker = openAs('picker');
    await screen.findByRole('navigation', { name: 'Console menu' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Board']);
    expect(menu().queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    picker.unmount();
    renderAdmin('/admin', [staffMeMock('rider')]);
    await screen.findByRole('navigation', { name: 'Console menu' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['My deliveries']);
    expect(menu().getByRole('link')).toHaveAttribute('href', '/admin/deliveries');
  });

  it('each role goes from /admin straight to its work, /admin left out of the history', async () => {
    for (const [role, path] of [
      ['owner', '/admin/board'],
      ['manager', '/admin/board'],
      ['picker', '/admin/board'],
    ] as const) {
      const view = openAs(role);
      await waitFor(() => expect(view.router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
      expect(view.router.state.historyAction).toBe('REPLACE');
      view.unmount();
    }
    const rider = renderAdmin('/admin', [staffMeMock('rider')]);
    await waitFor(() => expect(rider.router.state.location.pathname).toBe('/admin/deliveries'));
    expect(await screen.findByRole('heading', { name: 'My deliveries' })).toBeInTheDocument();
  });

  it('an unknown role gets no menu', () => {
    expect(menuFor('customer')).toEqual([]);
  });
});
