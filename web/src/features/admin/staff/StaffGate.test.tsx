import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forbiddenMock, renderAdmin, staffMeMock } from '../testing';
import { menuFor } from './roles';

afterEach(() => vi.unstubAllGlobals());

const menu = () => within(screen.getByRole('navigation', { name: 'Console menu' }));

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
    renderAdmin('/admin', [staffMeMock('owner')], { user: null });
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@karyana.pk');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Hello Sana owner' })).toBeInTheDocument();
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

describe('the role-aware menu', () => {
  it('an owner sees every part', async () => {
    renderAdmin('/admin', [staffMeMock('owner')]);
    await screen.findByRole('heading', { name: 'Hello Sana owner' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Board', 'Deliveries', 'Cash sheet', 'Staff', 'Audit']);
  });

  it('a manager sees no staff or audit', async () => {
    renderAdmin('/admin', [staffMeMock('manager')]);
    await screen.findByRole('heading', { name: 'Hello Sana manager' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Board', 'Deliveries', 'Cash sheet']);
  });

  it('a picker sees the board, a rider their own deliveries', async () => {
    const picker = renderAdmin('/admin', [staffMeMock('picker')]);
    await screen.findByRole('heading', { name: 'Hello Sana picker' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Board']);
    picker.unmount();
    renderAdmin('/admin', [staffMeMock('rider')]);
    await screen.findByRole('heading', { name: 'Hello Sana rider' });
    expect(
      menu()
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['My deliveries']);
    expect(menu().getByRole('link')).toHaveAttribute('href', '/admin/deliveries');
  });

  it('an unknown role gets no menu', () => {
    expect(menuFor('customer')).toEqual([]);
  });
});
