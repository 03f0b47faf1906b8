import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { EditUserDocument, UpdateUserPasswordDocument } from './profile.generated';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { CUSTOMER, profileUserMock, signInCustomer, startupMocks } from './testing';

function passwordMock(result: MockLink.MockedResponse['result'] | 'network-error'): MockLink.MockedResponse {
  const request = {
    query: UpdateUserPasswordDocument,
    variables: { _id: 'u1', new_password: 'new-secret', old_password: 'old-secret' },
  };
  return result === 'network-error' ? { request, error: new Error('Failed to fetch') } : { request, result };
}

async function changePassword() {
  fireEvent.change(await screen.findByLabelText('Old password'), { target: { value: 'old-secret' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
}

describe('profile area', () => {
  it('sends visitors to sign in, and back here afterwards', async () => {
    const { router } = renderApp('/user/profile/password', startupMocks());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile%2Fpassword');
  });

  it("shows the menu Personal Details / Address / 'Pasword' and a not-found view for unknown sub-paths", async () => {
    signInCustomer();
    renderApp('/user/profile/nothing-here', startupMocks());
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Profile' });
    expect(menu).toHaveTextContent('Personal Details');
    expect(menu).toHaveTextContent('Address');
    expect(menu).toHaveTextContent('Pasword');
  });

  it("replaces the form with 'Password updated' after a change", async () => {
    signInCustomer();
    renderApp('/user/profile/password', [
      ...startupMocks(),
      passwordMock({ data: { updateUserPassword: { __typename: 'MutationResult', _id: 'u1', error: null, success: null } } }),
    ]);
    await changePassword();
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
  });

  it("toasts the server's message and keeps the form", async () => {
    signInCustomer();
    renderApp('/user/profile/password', [
      ...startupMocks(),
      passwordMock({
        data: {
          updateUserPassword: {
            __typename: 'MutationResult',
            _id: null,
            error: { __typename: 'ErrorInfo', message: 'Your old password is not correct' },
            success: null,
          },
        },
      }),
    ]);
    await changePassword();
    expect(await screen.findByText('Your old password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toBeInTheDocument();
  });

  it("says 'Unable to update!' when the server cannot be reached", async () => {
    signInCustomer();
    renderApp('/user/profile/password', [...startupMocks(), passwordMock('network-error')]);
    await changePassword();
    expect(await screen.findByText('Unable to update!')).toBeInTheDocument();
  });

  it('checks both passwords are at least 4 characters', async () => {
    signInCustomer();
    renderApp('/user/profile/password', startupMocks());
    fireEvent.change(await screen.findByLabelText('Old password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Should be atleast 4 charactors')).toBeInTheDocument();
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it("edits personal details: phone warning, editUser input, 'Record updated' and the session updated", async () => {
    const user = userEvent.setup();
    signInCustomer();
    let sent: Record<string, unknown> | null = null;
    const updated = { ...CUSTOMER, fname: 'Alia', phone: '03001234568', phone_confirmed: 0 };
    renderApp('/user/profile', [
      ...startupMocks(),
      profileUserMock(),
      {
        request: {
          query: EditUserDocument,
          variables: (vars: { input: Record<string, unknown> }) => {
            sent = vars.input;
            return true;
          },
        },
        result: { data: { editUser: { ...updated, error: null } } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'ali@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ali');
    expect(screen.getByLabelText('Phone')).toHaveValue('(0300) 123-45-67');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('15-08-1990');
    expect(screen.queryByText('Changing your phone number requires, re-verification via SMS')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Alia' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(0300) 123-45-68' } });
    expect(await screen.findByText('Changing your phone number requires, re-verification via SMS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Record updated')).toBeInTheDocument();
    expect(sent).toMatchObject({
      _id: 'u1',
      fname: 'Alia',
      lname: 'Raza',
      gender: 'male',
      dob: '1990-08-15T00:00:00.000Z',
      phone: '03001234568',
    });
    expect(String((sent as unknown as { hash: string }).hash)).toMatch(/^T\w+/);
    await waitFor(() => expect(sessionStore.getUser()).toMatchObject({ fname: 'Alia', phone: '03001234568', phone_confirmed: 0 }));
    expect(sessionStore.getTokens().token).toBe('access-token');
  });

  it('checks names of at least 3 characters and an 11-digit phone', async () => {
    signInCustomer();
    renderApp('/user/profile', [...startupMocks(), profileUserMock()]);
    fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: 'Ra' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0300 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Should be atleast 3 charactors')).toBeInTheDocument();
    expect(await screen.findByText('Should be atleast 11 charactors')).toBeInTheDocument();
  });
});
