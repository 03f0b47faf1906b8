// Mocks for the profile area's component tests: a signed-in customer and their records.
import type { MockLink } from '@apollo/client/testing';
import { LoggedInUserDocument } from '../../../shared/auth/loggedInUser.generated';
import { ProfileUserDocument } from './profile.generated';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { categoriesMock, settingsMock } from '../../../test/mocks';

export const CUSTOMER = {
  __typename: 'User',
  _id: 'u1',
  fname: 'Ali',
  lname: 'Raza',
  email: 'ali@example.com',
  gender: 'male',
  dob: '1990-08-15T00:00:00.000Z',
  phone: '03001234567',
  phone_confirmed: 1,
  status: 'enabled',
  avatar: null as string | null,
  avatar_thumb: null as string | null,
};

/** Stores a session so the auth gate loads this customer at start. */
export function signInCustomer(): void {
  sessionStore.setTokens('access-token', 'refresh-token');
  sessionStore.setUser({ _id: CUSTOMER._id, fname: CUSTOMER.fname, email: CUSTOMER.email, status: 'enabled' });
}

export function startupMocks(): MockLink.MockedResponse[] {
  return [
    settingsMock(),
    categoriesMock(),
    {
      request: { query: LoggedInUserDocument },
      result: {
        data: {
          getLoggedInUser: {
            __typename: 'LoggedInUser',
            user: { ...CUSTOMER },
            ordersCount: 0,
            error: null,
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

export function profileUserMock(user = CUSTOMER): MockLink.MockedResponse {
  return {
    request: { query: ProfileUserDocument, variables: { id: user._id } },
    result: { data: { user: { ...user, error: null } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
