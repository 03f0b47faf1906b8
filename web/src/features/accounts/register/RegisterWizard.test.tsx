import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderApp, setViewportWidth } from '../../../test/renderApp';
import { categoriesMock, settingsMock } from '../../../test/mocks';
import { LoggedInUserDocument } from '../../../shared/auth/loggedInUser.generated';
import { RegisterClientDocument } from './register.generated';
import { VerifyPhoneCodeDocument } from '../verify/phone.generated';
import { sessionStore } from '../../../shared/auth/sessionStore';
import type { AddressMapFormProps } from '../address/AddressMapForm';

// The map form is its own helper's work (and needs Leaflet): a stand-in that confirms a point.
vi.mock('../address/AddressMapForm', () => ({
  default: ({ submitLabel, onSubmit }: AddressMapFormProps) => (
    <button
      type="button"
      onClick={() =>
        void onSubmit({
          full_address: 'House 12, Street 4, Farid Town',
          city: 'sahiwal',
          label: 'home',
          delivery_instructions: '',
          geo_point: { type: 'Point', coordinates: [30.66, 73.1] },
        })
      }
    >
      {submitLabel}
    </button>
  ),
}));

const NEW_USER = {
  __typename: 'User',
  _id: 'u9',
  fname: 'Sana',
  lname: '',
  email: 'sana@example.pk',
  phone: '03001234567',
  phone_confirmed: 0,
  status: 'enabled',
};

function registerMock(): MockLink.MockedResponse {
  return {
    request: {
      query: RegisterClientDocument,
      variables: (v: Record<string, unknown>) => {
        const input = v.input as Record<string, unknown>;
        return (
          input.fname === 'Sana' &&
          input.email === 'sana@example.pk' &&
          input.password === 'longenough' &&
          input.phone === '03001234567' &&
          input.receive_offers === 1 &&
          input.gender === 'female' &&
          /^T/.test(String(input.hash)) &&
          JSON.stringify(input.address) ===
            JSON.stringify({
              full_address: 'House 12, Street 4, Farid Town',
              city: 'sahiwal',
              label: 'home',
              delivery_instructions: '',
              geo_point: { type: 'Point', coordinates: [30.66, 73.1] },
            })
        );
      },
    },
    result: {
      data: {
        registerClient: {
          __typename: 'RegisterResult',
          user: NEW_USER,
          autoLoginInfo: JSON.stringify({ username: 'sana@example.pk', pwd: 'longenough' }),
          error: null,
        },
      },
    },
  };
}

describe('/user/register', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.restoreAllMocks());

  it('checks the credentials with the spec rules', async () => {
    const user = userEvent.setup();
    renderApp('/user/register', [settingsMock(), categoriesMock()]);
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('button', { name: 'Next' }));
    expect(await main.findByRole('heading', { name: 'Registration is quick and easy' })).toBeInTheDocument();
    expect(main.getByRole('radio', { name: 'Mr.' })).toBeInTheDocument();
    expect(main.getByRole('radio', { name: 'Miss.' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/p/terms_and_conditions');

    await user.click(main.getByRole('button', { name: 'Register' }));
    // name, email, password, phone and terms; antd validates the fields one by one, so wait for all five
    await waitFor(() => expect(main.getAllByText('Required')).toHaveLength(5));

    await user.type(main.getByLabelText('Password'), 'short');
    await user.type(main.getByLabelText('Mobile number'), '300123');
    await user.type(main.getByLabelText('Email'), 'sana@');
    expect(main.getByLabelText('Mobile number')).toHaveValue('0300 123');
    await user.click(main.getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expect(main.getByText('Should be atleast 8 charactors')).toBeInTheDocument();
      expect(main.getByText('Should be atleast 11 charactors')).toBeInTheDocument();
      expect(main.getByText('Invalid email address')).toBeInTheDocument();
    });
  });

  it('Location, Credentials, verification, automatic sign-in, then the success page', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          status: 'LoggedIn',
          TokenData: { token: 'fresh', refreshToken: 'fresh-r' },
          LoggedUser: { user: { ...NEW_USER, phone_confirmed: 1 } },
          error: null,
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/register', [
      settingsMock(),
      categoriesMock(),
      registerMock(),
      {
        request: { query: VerifyPhoneCodeDocument, variables: { code: '5309', id: 'u9' } },
        result: {
          data: {
            verifyPhoneCode: { __typename: 'User', _id: 'u9', phone: '03001234567', phone_confirmed: 1, error: null },
          },
        },
      },
    ]);
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('button', { name: 'Next' }));

    await user.type(await main.findByLabelText('Name'), 'Sana');
    await user.click(main.getByRole('radio', { name: 'Miss.' }));
    await user.type(main.getByLabelText('Email'), 'sana@example.pk');
    await user.type(main.getByLabelText('Password'), 'longenough');
    await user.type(main.getByLabelText('Mobile number'), '03001234567');
    await user.click(main.getByRole('checkbox', { name: /offers/ }));
    await user.click(main.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(main.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(await main.findByRole('heading', { name: 'Phone Number Verification' })).toBeInTheDocument();
    expect(sessionStore.getUser()).toBeNull(); // not signed in until verified

    await user.click(main.getByLabelText('Digit 1 of 4'));
    await user.paste('5309');
    await user.click(main.getByRole('button', { name: 'Verify Registration' }));

    expect(await screen.findByText('Verification successfull.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register/success'));
    expect(JSON.parse((fetchSpy.mock.calls[0]?.[1] as RequestInit).body as string)).toEqual({
      username: 'sana@example.pk',
      pwd: 'longenough',
      app: 'client',
    });
    expect(sessionStore.getTokens()).toEqual({ token: 'fresh', refreshToken: 'fresh-r' });
    expect(sessionStore.getUser()?._id).toBe('u9');
    expect(
      await screen.findByText('Your registration is completed. Thank you for choosing Karyana'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No you can choose from thousands of quality products which we will deliver to your doorstep ensuring the best satisfaction.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message when registration is refused", async () => {
    const user = userEvent.setup();
    renderApp('/user/register', [
      settingsMock(),
      categoriesMock(),
      {
        request: { query: RegisterClientDocument, variables: () => true },
        result: {
          data: {
            registerClient: {
              __typename: 'RegisterResult',
              user: null,
              autoLoginInfo: null,
              error: {
                __typename: 'ErrorInfo',
                message: 'This email address is already registered',
                code: 'VALIDATION',
                textCode: 'EMAIL_TAKEN',
              },
            },
          },
        },
      },
    ]);
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('button', { name: 'Next' }));
    await user.type(await main.findByLabelText('Name'), 'Sana');
    await user.type(main.getByLabelText('Email'), 'sana@example.pk');
    await user.type(main.getByLabelText('Password'), 'longenough');
    await user.type(main.getByLabelText('Mobile number'), '3001234567');
    await user.click(main.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(main.getByRole('button', { name: 'Register' }));
    expect(await main.findByText('This email address is already registered')).toBeInTheDocument();
  });

  it('sends a signed-in user to /', async () => {
    sessionStore.setTokens('t', 'r');
    sessionStore.setUser({ _id: 'u1' });
    const { router } = renderApp('/user/register', [
      settingsMock(),
      categoriesMock(),
      {
        request: { query: LoggedInUserDocument },
        result: {
          data: {
            getLoggedInUser: {
              __typename: 'LoggedInUser',
              user: { ...NEW_USER, _id: 'u1', avatar_thumb: null },
              ordersCount: 0,
              error: null,
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
