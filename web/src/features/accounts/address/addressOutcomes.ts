// What the address book's requests' answers mean for the page (spec §8). Saves, deletes and
// set-default keep their rows' own messages for every failure; loading the list or one address
// without a result reads 'Empty response!' / 'No response Data available' (requestOutcome.ts).
import type { AddressFieldsFragment } from './address.generated';
import type { AddressInput } from '../../../gql/types';
import { emptyMessage, payloadText, serverMessage, type MessageCodes } from '../../../shared/graphql/requestOutcome';
import { hasId, type SavedAddress } from './addressEvents';
import type { AddressFormValue } from './types';
import { t } from './texts';

export const ADDRESS_BOOK_MESSAGES = {
  updated: t('accounts.address.updated'),
  added: t('accounts.address.added'),
  saveFailed: t('accounts.address.saveFailed'),
  requestError: t('accounts.address.requestError'),
  empty: t('accounts.address.empty'),
  confirmDelete: t('accounts.address.confirmDelete'),
  defaultTip: t('accounts.address.defaultTip'),
} as const;

export type SaveOutcome = { ok: true; address: SavedAddress; message: string } | { ok: false; message: string };

interface Answer<T> {
  data?: T | null;
  error?: unknown;
}
type Said = ({ message?: string | null } & MessageCodes) | null;
type Saved = (AddressFieldsFragment & { error?: Said }) | null | undefined;

/** addUserAddress / editUserAddress: 'Added' / 'Updated', the server's message, or the generic failure. */
export function saveOutcome(
  answer: Answer<Record<string, Saved>>,
  field: 'addUserAddress' | 'editUserAddress',
): SaveOutcome {
  const address = answer.data?.[field];
  const refused = payloadText(address?.error);
  if (refused) return { ok: false, message: refused };
  if (hasId(address)) {
    return {
      ok: true,
      address,
      message: field === 'addUserAddress' ? ADDRESS_BOOK_MESSAGES.added : ADDRESS_BOOK_MESSAGES.updated,
    };
  }
  // 'Address save: any failure' names its own message; a server's own words are shown as given.
  return { ok: false, message: serverMessage(answer.error) ?? ADDRESS_BOOK_MESSAGES.saveFailed };
}

/**
 * Why a finished load of the list or of one address brought no result: the server's words,
 * 'Request ERROR' when it never answered, else the empty-answer messages.
 */
export function missingResultMessage(answer: Answer<unknown>): string {
  if (answer.error) return serverMessage(answer.error) ?? ADDRESS_BOOK_MESSAGES.requestError;
  return emptyMessage(answer.data);
}

/** deleteUserAddress / setDefaultAddress: the server's message, or 'Request ERROR'. */
export function actionFailure(
  answer: Answer<Record<string, { _id?: string | null; error?: Said } | null | undefined>>,
  field: string,
): string | null {
  const result = answer.data?.[field];
  const refused = payloadText(result?.error);
  if (refused) return refused;
  if (result?._id) return null;
  return serverMessage(answer.error) ?? ADDRESS_BOOK_MESSAGES.requestError;
}

/** The form's value as the API's input, owned by the signed-in user. */
export function addressInput(value: AddressFormValue, userId: string): AddressInput {
  return {
    ...(value._id ? { _id: value._id } : {}),
    user_id: userId,
    full_address: value.full_address,
    city: value.city,
    label: value.label,
    delivery_instructions: value.delivery_instructions ?? '',
    geo_point: { type: 'Point', coordinates: [...value.geo_point.coordinates] },
  };
}
