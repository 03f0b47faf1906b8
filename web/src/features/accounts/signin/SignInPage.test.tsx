import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { categoriesMock, settingsMock } from '../../../test/mocks';
import { sessionStore } from '../../../shared/auth/sessionStore';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const customer = {
  _id: 'u7',
  fname: 'Bilal',
  email: 'bilal@example.pk',
  phone: '03001234567',
  phone_confirmed: 1,
  status: 'enabled',
};

describe('/user/sign-in', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.restoreAllMocks());

  async function openPage(path = '/user/sign-in') {
    const view = renderApp(path, [settingsMock(), categoriesMock()]);
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { name: 'Sign in' });
    return { ...view, main };
  }

  it('checks the fields with the spec rules before calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const { main } = await openPage();
    expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/user/forgot-password');
    expect(main.getByText('New customer? Registering is quick and easy')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(main.getAllByText('Required')).toHaveLength(2));

    await user.type(main.getByLabelText('Email'), 'not-an-email');
    await user.type(main.getByLabelText('Password'), 'abc');
    await user.click(main.getByRole('button', { name: 'Sign in' }));
    expect(await main.findByText('Invalid email address')).toBeInTheDocument();
    expect(main.getByText('Should be atleast 4 charactors')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Login fail' for LoginFailed and 'Netowrk Error' when the server cannot be reached", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer({ status: 'LoginFailed', error: { message: 'Login fail' } }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const { main } = await openPage();
    await user.type(main.getByLabelText('Email'), 'bilal@example.pk');
    await user.type(main.getByLabelText('Password'), 'wrong-password');
    await user.click(main.getByRole('button', { name: 'Sign in' }));
    expect(await main.findByText('Login fail')).toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Sign in' }));
    expect(await main.findByText('Netowrk Error')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(sessionStore.getUser()).toBeNull();
  });

  it('signs in, saves the session and goes to the ?redirect= target', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer({
        status: 'LoggedIn',
        TokenData: { token: 't1', refreshToken: 'r1' },
        LoggedUser: { user: customer },
        error: null,
      }),
    );
    const user = userEvent.setup();
    const { main, router } = await openPage('/user/sign-in?redirect=%2Fuser%2Fprofile');
    await user.type(main.getByLabelText('Email'), 'bilal@example.pk');
    await user.type(main.getByLabelText('Password'), 'correct-horse');
    await user.click(main.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(sessionStore.getTokens()).toEqual({ token: 't1', refreshToken: 'r1' });
    expect(sessionStore.getUser()?._id).toBe('u7');
  });

  it('never redirects off the site', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer({
        status: 'LoggedIn',
        TokenData: { token: 't1', refreshToken: 'r1' },
        LoggedUser: { user: customer },
        error: null,
      }),
    );
    const user = userEvent.setup();
    const { main, router } = await openPage('/user/sign-in?redirect=%2F%2Fevil.example');
    await user.type(main.getByLabelText('Email'), 'bilal@example.pk');
    await user.type(main.getByLabelText('Password'), 'correct-horse');
    await user.click(main.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
