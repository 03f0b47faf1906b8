// What a profile request's answer means for the page: success, or the message to show (spec §8).
import { payloadText, serverMessage, type MessageCodes } from '../../../shared/graphql/requestOutcome';
import { PROFILE_MESSAGES } from './personalDetails';
import { t } from './texts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

interface Answer<T> {
  data?: T | null;
  error?: unknown;
}

type Said = ({ message?: string | null } & MessageCodes) | null;
type WithError = { error?: Said } | null | undefined;

/** editUser: the server's message, 'Invalid response!' when empty, 'Query Error' when unreachable. */
export function editUserOutcome<U extends WithError>(answer: Answer<{ editUser: U }>): Outcome<NonNullable<U>> {
  const user = answer.data?.editUser;
  const refused = payloadText(user?.error);
  if (refused) return { ok: false, message: refused };
  if (user) return { ok: true, value: user as NonNullable<U> };
  if (answer.error) return { ok: false, message: serverMessage(answer.error) ?? PROFILE_MESSAGES.queryError };
  return { ok: false, message: PROFILE_MESSAGES.invalidResponse };
}

export const PASSWORD_MESSAGES = {
  updated: t('accounts.profile.passwordUpdated'),
  invalidResponse: t('accounts.profile.passwordInvalid'),
  failed: t('accounts.profile.passwordFailed'),
} as const;

/** updateUserPassword: done (the server's success words, else 'Password updated'), the server's message, 'Invalid response' when empty, 'Unable to update!' when unreachable. */
export function passwordOutcome(
  answer: Answer<{ updateUserPassword?: { _id?: string | null; error?: Said; success?: Said } | null }>,
): Outcome<string> {
  const result = answer.data?.updateUserPassword;
  const refused = payloadText(result?.error);
  if (refused) return { ok: false, message: refused };
  if (result?._id) return { ok: true, value: payloadText(result.success) || PASSWORD_MESSAGES.updated };
  if (answer.error) return { ok: false, message: serverMessage(answer.error) ?? PASSWORD_MESSAGES.failed };
  return { ok: false, message: PASSWORD_MESSAGES.invalidResponse };
}
