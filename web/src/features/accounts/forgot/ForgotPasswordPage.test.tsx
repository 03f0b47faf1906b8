import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { categoriesMock, settingsMock } from '../../../test/mocks';
import {
  ResetPasswordDocument,
  SendPasswordResetCodeDocument,
  VerifyPasswordResetCodeDocument,
} from './passwordReset.generated';
import { resetFlow } from './resetFlow';

const EMAIL = 'hina@example.pk';

function result(field: string, outcome: { error?: string; success?: string }): MockLink.MockedResponse['result'] {
  return {
    data: {
      [field]: {
        __typename: 'MutationResult',
        _id: null,
        error: outcome.error ? { __typename: 'ErrorInfo', message: outcome.error, code: null, textCode: null } : null,
        success: outcome.success ? { __typename: 'SuccessInfo', message: outcome.success, textCode: null } : null,
      },
    },
  };
}

describe('/user/forgot-password', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    window.sessionStorage.clear();
  });

  it('e-mail, 6-digit code, new password, then Password Reset Successfull', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/forgot-password', [
      settingsMock(),
      categoriesMock(),
      {
        request: { query: SendPasswordResetCodeDocument, variables: { email: EMAIL } },
        result: result('sendPasswordResetCode', {
          success: 'If an account exists for this email, a code has been sent.',
        }),
      },
      {
        request: { query: VerifyPasswordResetCodeDocument, variables: { email: EMAIL, code: '111111' } },
        result: result('verifyPasswordResetCode', { error: 'Invalid or expired code' }),
      },
      {
        request: { query: VerifyPasswordResetCodeDocument, variables: { email: EMAIL, code: '246810' } },
        result: result('verifyPasswordResetCode', { success: 'Code verified' }),
      },
      {
        request: { query: ResetPasswordDocument, variables: { email: EMAIL, code: '246810', pwd: 'brand-new-pass' } },
        result: result('resetPassword', { success: 'Password Reset Successfull' }),
      },
    ]);
    const main = within(await screen.findByRole('main'));
    await user.type(await main.findByLabelText('Email'), EMAIL);
    await user.click(main.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/forgot-password/verify'));
    expect(await screen.findByText('If an account exists for this email, a code has been sent.')).toBeInTheDocument();
    expect(await main.findByText(/few moments/)).toHaveTextContent('check your junk folder');
    expect(resetFlow.get()).toEqual({ email: EMAIL });

    const code = await main.findByLabelText('Code');
    await user.type(code, '11a1111');
    expect(code).toHaveValue('111111');
    await user.click(main.getByRole('button', { name: 'Verify code' }));
    expect(await main.findByText('Invalid or expired code')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(main.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/forgot-password/reset'));

    await user.type(await main.findByLabelText('New password'), 'brand-new-pass');
    await user.type(main.getByLabelText('Confirm password'), 'brand-new-typo');
    await user.click(main.getByRole('button', { name: 'Reset password' }));
    expect(await main.findByText('Password missmatch')).toBeInTheDocument();

    await user.clear(main.getByLabelText('Confirm password'));
    await user.type(main.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(main.getByRole('button', { name: 'Reset password' }));
    expect(await main.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in');
    expect(main.getByText('Password Reset Successfull')).toBeInTheDocument();
    expect(resetFlow.get()).toBeNull();
  });

  it('a reload of the verify step still knows the e-mail', async () => {
    resetFlow.start(EMAIL);
    renderApp('/user/forgot-password/verify', [settingsMock(), categoriesMock()]);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText(EMAIL)).toBeInTheDocument();
  });

  it('without an e-mail the later steps go back to the first', async () => {
    const { router } = renderApp('/user/forgot-password/reset', [settingsMock(), categoriesMock()]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/forgot-password'));
  });

  it("'Unable to process your request!' when the request fails; server errors inline", async () => {
    const user = userEvent.setup();
    renderApp('/user/forgot-password', [
      settingsMock(),
      categoriesMock(),
      {
        request: { query: SendPasswordResetCodeDocument, variables: { email: EMAIL } },
        error: new Error('Failed to fetch'),
      },
      {
        request: { query: SendPasswordResetCodeDocument, variables: { email: EMAIL } },
        result: result('sendPasswordResetCode', { error: 'Too many attempts. Please try again later.' }),
      },
    ]);
    const main = within(await screen.findByRole('main'));
    await user.type(await main.findByLabelText('Email'), EMAIL);
    await user.click(main.getByRole('button', { name: 'Send code' }));
    expect(await main.findByText('Unable to process your request!')).toBeInTheDocument();
    await user.click(main.getByRole('button', { name: 'Send code' }));
    expect(await main.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });

  it('an unknown step is not found', async () => {
    renderApp('/user/forgot-password/elsewhere', [settingsMock(), categoriesMock()]);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});
