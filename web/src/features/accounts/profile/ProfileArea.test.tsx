import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { EditUserDocument, UpdateUserPasswordDocument } from './profile.generated';
import { DeleteUploadDocument } from '../../../shared/forms/upload.generated';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { CUSTOMER, profileUserMock, signInCustomer, startupMocks } from './testing';

function passwordMock(result: MockLink.MockedResponse['result'] | 'network-error'): MockLink.MockedResponse {
  const request = {
    query: UpdateUserPasswordDocument,
    variables: { _id: 'u1', new_password: 'new-secret', old_password: 'old-secret' },
  };
  return result === 'network-error' ? { request, error: new Error('Failed to fetch') } : { request, result };
}

afterEach(() => vi.unstubAllGlobals());

const AVATAR_ID = '0123456789abcdef01234567';
const AVATAR = {
  avatar: `/media/uploads/u1/${AVATAR_ID}.png`,
  avatar_thumb: `/media/uploads/u1/${AVATAR_ID}-thumb.png`,
};

/** POST /api/upload/assets answers with a stored picture; the asset it names. */
function answerUpload() {
  const asset = {
    id: 'fedcba9876543210fedcba98',
    srcUrl: '/media/uploads/u1/fedcba9876543210fedcba98.png',
    thumbUrl: '/media/uploads/u1/fedcba9876543210fedcba98-thumb.png',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ...asset, error: null, success: { message: 'Upload complete' } }))),
  );
  return asset;
}

/** Chooses a picture in the profile's upload card once it shows. */
async function choosePicture(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  await screen.findByRole('button', { name: 'Upload a profile picture' });
  await user.upload(
    container.querySelector<HTMLInputElement>('.avatar-upload input[type=file]')!,
    new File(['png'], 'me.png', { type: 'image/png' }),
  );
}

type SentInput = { input?: Record<string, unknown> };

/** editUser answered with the saved `user`; `sent.input` holds what the page sent. */
function editUserMock(user: Record<string, unknown>, sent: SentInput): MockLink.MockedResponse {
  return {
    request: {
      query: EditUserDocument,
      variables: (vars: { input: Record<string, unknown> }) => {
        sent.input = vars.input;
        return true;
      },
    },
    result: { data: { editUser: { ...user, error: null } } },
  };
}

/** deleteUpload of the current avatar, answered with `answer` (its _id, error and success). */
function deleteAvatarMock(answer: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: DeleteUploadDocument, variables: { id: AVATAR_ID } },
    result: { data: { deleteUpload: { __typename: 'MutationResult', ...answer } } },
  };
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
      passwordMock({
        data: { updateUserPassword: { __typename: 'MutationResult', _id: 'u1', error: null, success: null } },
      }),
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
            error: { __typename: 'ErrorInfo', message: 'Your old password is not correct', code: null, textCode: null },
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
    const sent: SentInput = {};
    const updated = { ...CUSTOMER, fname: 'Alia', phone: '03001234568', phone_confirmed: 0 };
    renderApp('/user/profile', [...startupMocks(), profileUserMock(), editUserMock(updated, sent)]);
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
    expect(sent.input).toMatchObject({
      _id: 'u1',
      fname: 'Alia',
      lname: 'Raza',
      gender: 'male',
      dob: '1990-08-15T00:00:00.000Z',
      phone: '03001234568',
    });
    expect(String(sent.input?.hash)).toMatch(/^T\w+/);
    await waitFor(() =>
      expect(sessionStore.getUser()).toMatchObject({ fname: 'Alia', phone: '03001234568', phone_confirmed: 0 }),
    );
    expect(sessionStore.getTokens().token).toBe('access-token');
  });

  it("uploads a profile picture, saves it on the user and says 'Upload complete'", async () => {
    const user = userEvent.setup();
    signInCustomer();
    const asset = answerUpload();
    const sent: SentInput = {};
    const { container } = renderApp('/user/profile', [
      ...startupMocks(),
      profileUserMock(),
      editUserMock({ ...CUSTOMER, avatar: asset.srcUrl, avatar_thumb: asset.thumbUrl }, sent),
    ]);
    await choosePicture(user, container);
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.input).toMatchObject({ _id: 'u1', avatar: asset.srcUrl, avatar_thumb: asset.thumbUrl }),
    );
    await waitFor(() => expect(sessionStore.getUser()).toMatchObject({ avatar_thumb: asset.thumbUrl }));
    expect(screen.getByRole('button', { name: 'Remove profile picture' })).toBeInTheDocument();
  });

  it("shows the server's message instead of 'Upload complete' when the picture cannot be saved", async () => {
    const user = userEvent.setup();
    signInCustomer();
    answerUpload();
    const { container } = renderApp('/user/profile', [
      ...startupMocks(),
      profileUserMock(),
      {
        request: { query: EditUserDocument, variables: () => true },
        result: {
          data: {
            editUser: {
              ...CUSTOMER,
              error: {
                __typename: 'ErrorInfo',
                message: 'Invalid submission! Please verify your input.',
                code: 'VALIDATION',
                textCode: 'INVALID_SUBMISSION',
              },
            },
          },
        },
      },
    ]);
    await choosePicture(user, container);
    expect(await screen.findByText('Invalid submission! Please verify your input.')).toBeInTheDocument();
    expect(screen.queryByText('Upload complete')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove profile picture' })).not.toBeInTheDocument();
  });

  it("removes the profile picture through deleteUpload: 'File removed' and no avatar", async () => {
    const user = userEvent.setup();
    signInCustomer();
    renderApp('/user/profile', [
      ...startupMocks(),
      profileUserMock({ ...CUSTOMER, ...AVATAR }),
      deleteAvatarMock({
        _id: AVATAR_ID,
        error: null,
        success: { __typename: 'SuccessInfo', message: 'File removed', textCode: 'FILE_REMOVED' },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove profile picture' }));
    expect(await screen.findByText('File removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove profile picture' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Upload a profile picture' })).toBeInTheDocument();
  });

  it("keeps the profile picture and says 'Deletion request failed' when the server refuses", async () => {
    const user = userEvent.setup();
    signInCustomer();
    renderApp('/user/profile', [
      ...startupMocks(),
      profileUserMock({ ...CUSTOMER, ...AVATAR }),
      deleteAvatarMock({
        _id: null,
        error: { __typename: 'ErrorInfo', message: 'File not found', code: 'NOT_FOUND', textCode: 'FILE_NOT_FOUND' },
        success: null,
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove profile picture' }));
    expect(await screen.findByText('Deletion request failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove profile picture' })).toBeInTheDocument();
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
