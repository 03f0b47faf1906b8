import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { categoriesMock, settingsMock } from '../../../test/mocks';
import { LoggedInUserDocument } from '../../../shared/auth/loggedInUser.generated';
import { LogoutDocument } from './logout.generated';
import { ResendPhoneCodeDocument, VerifyPhoneCodeDocument } from '../verify/phone.generated';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { OPEN_SIGN_IN, requestPopup } from '../../../shared/events';
import { pageLoad } from './useSignOut';

const ME = {
  __typename: 'User',
  _id: 'u5',
  fname: 'Omar',
  lname: 'Khan',
  email: 'omar@example.pk',
  phone: '03451234567',
  phone_confirmed: 0,
  status: 'enabled',
  avatar_thumb: null,
};

function meMock(): MockLink.MockedResponse {
  return {
    request: { query: LoggedInUserDocument },
    result: { data: { getLoggedInUser: { __typename: 'LoggedInUser', user: ME, ordersCount: 0, error: null } } },
  };
}

describe('the account popover', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    sessionStore.setTokens('t5', 'r5');
    sessionStore.setUser({ _id: 'u5' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('sign out asks first, then logs out on the server, forgets the session and reloads /', async () => {
    const reload = vi.spyOn(pageLoad, 'to').mockImplementation(() => undefined);
    let tokenAtLogout: string | null = null;
    const logout = vi.fn(() => {
      tokenAtLogout = sessionStore.getTokens().token; // the server is asked while the session still exists
      return { data: { logout: { __typename: 'MutationResult', _id: 'u5', error: null } } };
    });
    // An order draft left from checkout goes with the session.
    window.localStorage.setItem('order-draft', JSON.stringify({ note: 'ring twice', status: null }));
    const user = userEvent.setup();
    renderApp('/', [
      settingsMock(),
      categoriesMock(),
      meMock(),
      { request: { query: LogoutDocument }, result: logout },
    ]);
    const header = within(await screen.findByRole('banner'));
    await user.click(await header.findByRole('button', { name: /Your Account/ }));
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    const question = await screen.findAllByText('Are you really sure you want to sign out?');
    const confirm = question[0]?.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.getUser()?._id).toBe('u5');

    await user.click(await header.findByRole('button', { name: /Your Account/ }));
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(tokenAtLogout).toBe('t5');
    expect(sessionStore.getTokens()).toEqual({ token: null, refreshToken: null });
    expect(sessionStore.getUser()).toBeNull();
    expect(window.localStorage.getItem('order-draft')).toBeNull();
  });

  it("red 'Confirm Account' opens the verification dialog; once verified the button goes", async () => {
    const user = userEvent.setup();
    renderApp('/', [
      settingsMock({ verification_countdown: 30 }),
      categoriesMock(),
      meMock(),
      {
        request: { query: ResendPhoneCodeDocument, variables: () => true },
        result: {
          data: {
            resendPhoneCode: {
              __typename: 'User',
              _id: 'u5',
              phone: ME.phone,
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
      },
      {
        request: { query: VerifyPhoneCodeDocument, variables: { code: '9090', id: 'u5' } },
        result: {
          data: {
            verifyPhoneCode: { __typename: 'User', _id: 'u5', phone: ME.phone, phone_confirmed: 1, error: null },
          },
        },
      },
    ]);
    const header = within(await screen.findByRole('banner'));
    await user.click(await header.findByRole('button', { name: /Your Account/ }));
    await user.click(await screen.findByRole('button', { name: /Confirm Account/ }));
    // (antd's ids are fixed under test, so the dialog is found by its content, not its name)
    const dialog = (await screen.findByRole('heading', { name: 'Phone Number Verification' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByText('Confirm Account')).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Phone Number Verification' })).toBeInTheDocument();
    expect(within(dialog).getByText(/0345 123-45-67/)).toBeInTheDocument();
    // The code sent moments ago is still good: the refused resend on open says nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Please wait before requesting a new verification code.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Digit 1 of 4'));
    await user.paste('9090');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Registration' }));
    expect(await screen.findByText('Verification successfull.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Phone Number Verification' })).not.toBeInTheDocument(),
    );
    expect(sessionStore.getUser()?.phone_confirmed).toBe(1);
    await user.click(header.getByRole('button', { name: /Your Account/ }));
    expect(await screen.findByRole('button', { name: /Sign out/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm Account/ })).not.toBeInTheDocument();
  });

  it('the sign-in pop-up is for visitors only', async () => {
    renderApp('/', [settingsMock(), categoriesMock(), meMock()]);
    await within(await screen.findByRole('banner')).findByRole('button', { name: /Your Account/ });
    expect(requestPopup(OPEN_SIGN_IN)).toBe(false);
  });
});
