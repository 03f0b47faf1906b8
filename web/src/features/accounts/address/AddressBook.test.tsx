import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import {
  AddressesUpdatedDocument,
  AddUserAddressDocument,
  DeleteUserAddressDocument,
  SetDefaultAddressDocument,
  UserAddressDocument,
  UserAddressesDocument,
} from './address.generated';
import { signInCustomer, startupMocks } from '../profile/testing';
import { FakeMap, INSIDE, zonesMock } from './testing';

vi.mock('./LocationMap', () => ({ default: FakeMap }));

const address = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Address',
  _id: id,
  user_id: 'u1',
  full_address: `House ${id}, Street 4, Farid Town`,
  city: 'sahiwal',
  label: 'home',
  geo_point: { __typename: 'GeoPoint', type: 'Point', coordinates: INSIDE },
  delivery_zone: null,
  delivery_instructions: null,
  is_default: 0,
  verified: 'no',
  created_at: null,
  updated_at: null,
  error: null,
  ...extra,
});

function listMock(addresses: unknown[], usage = 1): MockLink.MockedResponse {
  return {
    request: { query: UserAddressesDocument, variables: { id: 'u1' } },
    result: { data: { userAddresses: addresses } },
    maxUsageCount: usage,
  };
}

function quietSubscription(): MockLink.MockedResponse {
  return { request: { query: AddressesUpdatedDocument }, result: { data: { addressesUpdated: null } }, delay: 60_000 };
}

const cards = () => document.querySelectorAll('.address-card');

describe('address book', () => {
  it('lists addresses with the Verified mark and the default one disabled', async () => {
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      listMock([address('a1', { is_default: 1, verified: 'yes' }), address('a2')]),
      quietSubscription(),
    ]);
    expect(await screen.findByText('House a1, Street 4, Farid Town')).toBeInTheDocument();
    const [first, second] = Array.from(cards()) as HTMLElement[];
    expect(within(first!).getByText('Verified')).toBeInTheDocument();
    expect(within(second!).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Default address' })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Make default' })).toBeEnabled();
  });

  it("says 'No user address found! Please add your address' when there are none", async () => {
    signInCustomer();
    renderApp('/user/profile/addresses', [...startupMocks(), listMock([]), quietSubscription()]);
    expect(await screen.findByText('No user address found! Please add your address')).toBeInTheDocument();
  });

  it("shows 'Request ERROR' when the list cannot be loaded", async () => {
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      { request: { query: UserAddressesDocument, variables: { id: 'u1' } }, error: new Error('Failed to fetch') },
      quietSubscription(),
    ]);
    expect(await screen.findByText('Request ERROR')).toBeInTheDocument();
  });

  it('appends an address announced by addressesUpdated', async () => {
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      listMock([address('a1')]),
      {
        request: { query: AddressesUpdatedDocument },
        result: {
          data: { addressesUpdated: { __typename: 'AddressEvent', mutation: 'CREATED', node: address('a9') } },
        },
        delay: 300,
      },
    ]);
    expect(await screen.findByText('House a9, Street 4, Farid Town')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it('makes an address the default, then reloads the list', async () => {
    const user = userEvent.setup();
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      listMock([address('a1', { is_default: 1 }), address('a2')]),
      {
        request: { query: SetDefaultAddressDocument, variables: { id: 'a2', user_id: 'u1' } },
        result: { data: { setDefaultAddress: address('a2', { is_default: 1 }) } },
      },
      listMock([address('a1'), address('a2', { is_default: 1 })]),
      quietSubscription(),
    ]);
    await screen.findByText('House a2, Street 4, Farid Town');
    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => {
      const [first, second] = Array.from(cards()) as HTMLElement[];
      expect(within(second!).getByRole('button', { name: 'Default address' })).toBeDisabled();
      expect(within(first!).getByRole('button', { name: 'Make default' })).toBeEnabled();
    });
  });

  it("asks 'Sure to delete?' and removes the address", async () => {
    const user = userEvent.setup();
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      listMock([address('a1'), address('a2')]),
      {
        request: { query: DeleteUserAddressDocument, variables: { id: 'a1' } },
        result: { data: { deleteUserAddress: { __typename: 'MutationResult', _id: 'a1', error: null } } },
      },
      quietSubscription(),
    ]);
    await screen.findByText('House a1, Street 4, Farid Town');
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sure to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('House a1, Street 4, Farid Town')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(1);
  });

  it("adds an address from the modal: 'Added'", async () => {
    const user = userEvent.setup();
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      listMock([]),
      zonesMock('sahiwal'),
      {
        request: {
          query: AddUserAddressDocument,
          variables: {
            input: {
              user_id: 'u1',
              full_address: 'House 5, Street 9, Farid Town',
              city: 'sahiwal',
              label: 'other',
              delivery_instructions: 'Blue gate',
              geo_point: { type: 'Point', coordinates: INSIDE },
            },
          },
        },
        result: {
          data: { addUserAddress: address('n1', { full_address: 'House 5, Street 9, Farid Town', label: 'other' }) },
        },
      },
      quietSubscription(),
    ]);
    await screen.findByText('No user address found! Please add your address');
    await user.click(screen.getByRole('button', { name: /Add address/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Select your location (Sahiwal)' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'move inside' }));
    fireEvent.change(within(dialog).getByLabelText('Full Address'), {
      target: { value: 'House 5, Street 9, Farid Town' },
    });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Blue gate' } });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added')).toBeInTheDocument();
    expect(await screen.findByText('House 5, Street 9, Farid Town')).toBeInTheDocument();
  });

  it("opens a saved address for editing, titled 'Edit'", async () => {
    const user = userEvent.setup();
    signInCustomer();
    renderApp('/user/profile/addresses', [
      ...startupMocks(),
      listMock([address('a1')]),
      zonesMock('sahiwal'),
      {
        request: { query: UserAddressDocument, variables: { id: 'a1' } },
        result: { data: { userAddress: address('a1', { delivery_instructions: 'Ring twice' }) } },
      },
      quietSubscription(),
    ]);
    await screen.findByText('House a1, Street 4, Farid Town');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Ring twice');
  });
});
