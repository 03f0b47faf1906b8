// The signed-in user's saved addresses: loaded fresh, kept live by addressesUpdated, and the
// actions of the address book (spec §4, §7).
import { useCallback, useEffect, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  AddressesUpdatedDocument,
  AddUserAddressDocument,
  DeleteUserAddressDocument,
  EditUserAddressDocument,
  SetDefaultAddressDocument,
  UserAddressDocument,
  UserAddressesDocument,
} from './address.generated';
import { applyAddressEvent, hasId, type SavedAddress } from './addressEvents';
import { actionFailure, addressInput, missingResultMessage, saveOutcome, type SaveOutcome } from './addressOutcomes';
import type { AddressFormValue } from './types';
import { payloadText } from '../../../shared/graphql/requestOutcome';

type Answer = { data?: unknown; error?: unknown };

/** Runs a request; a rejected promise becomes an answer with an error, like errorPolicy 'all'. */
async function settle<T extends Answer>(request: () => Promise<T>): Promise<T | { error: unknown; data?: undefined }> {
  try {
    return await request();
  } catch (error) {
    return { error };
  }
}

export function useAddressBook(userId: string) {
  const client = useApolloClient();
  const list = useQuery(UserAddressesDocument, {
    variables: { id: userId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [addresses, setAddresses] = useState<readonly SavedAddress[] | null>(null);

  useEffect(() => {
    if (list.data?.userAddresses) setAddresses(list.data.userAddresses.filter(hasId));
  }, [list.data]);

  useSubscription(AddressesUpdatedDocument, {
    onData: ({ data }) => {
      const event = data.data?.addressesUpdated;
      // The server sends only our own addresses; an event naming another user is not ours to show.
      if (!event || (event.node?.user_id && event.node.user_id !== userId)) return;
      setAddresses((current) => (current ? applyAddressEvent(current, event) : current));
    },
  });

  const [add] = useMutation(AddUserAddressDocument);
  const [edit] = useMutation(EditUserAddressDocument);
  const [remove] = useMutation(DeleteUserAddressDocument);
  const [makeDefault] = useMutation(SetDefaultAddressDocument);

  // Only a finished request can be empty; while it runs (or runs again) there is nothing to say yet.
  const finished = list.networkStatus === NetworkStatus.ready || list.networkStatus === NetworkStatus.error;
  const loadError = finished && !list.data?.userAddresses ? missingResultMessage(list) : null;

  const save = useCallback(
    async (value: AddressFormValue): Promise<SaveOutcome> => {
      const input = addressInput(value, userId);
      const outcome = value._id
        ? saveOutcome(await settle(() => edit({ variables: { input } })), 'editUserAddress')
        : saveOutcome(await settle(() => add({ variables: { input } })), 'addUserAddress');
      if (outcome.ok) {
        setAddresses((current) =>
          applyAddressEvent(current ?? [], { mutation: value._id ? 'UPDATED' : 'CREATED', node: outcome.address }),
        );
      }
      return outcome;
    },
    [add, edit, userId],
  );

  /** Returns the failure message, or null when the address is gone. */
  const deleteAddress = useCallback(
    async (id: string): Promise<string | null> => {
      const problem = actionFailure(await settle(() => remove({ variables: { id } })), 'deleteUserAddress');
      if (!problem)
        setAddresses((current) =>
          applyAddressEvent(current ?? [], { mutation: 'DELETED', node: { _id: id } as SavedAddress }),
        );
      return problem;
    },
    [remove],
  );

  /** Makes an address the default, then reloads the list (the others' flags change too). */
  const setDefault = useCallback(
    async (id: string): Promise<string | null> => {
      const problem = actionFailure(
        await settle(() => makeDefault({ variables: { id, user_id: userId } })),
        'setDefaultAddress',
      );
      if (!problem) await settle(() => list.refetch());
      return problem;
    },
    [list, makeDefault, userId],
  );

  /** One address read fresh for editing; a string is the failure message. */
  const loadOne = useCallback(
    async (id: string): Promise<SavedAddress | string> => {
      const answer = await settle(() =>
        client.query({ query: UserAddressDocument, variables: { id }, fetchPolicy: 'network-only' }),
      );
      const address = answer.data?.userAddress;
      const refused = payloadText(address?.error);
      if (refused) return refused;
      if (hasId(address)) return address;
      return missingResultMessage(answer);
    },
    [client],
  );

  return {
    addresses,
    loading: list.loading && addresses === null,
    loadError,
    reload: () => void list.refetch(),
    save,
    deleteAddress,
    setDefault,
    loadOne,
  };
}
