// What a profile request's answer means for the page: success, or the message to show (spec §8).
import { serverMessage } from '../../../shared/graphql/requestOutcome';
import { PROFILE_MESSAGES } from './personalDetails';
import { t } from './texts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

interface Answer<T> {
  data?: T | null;
  error?: unknown;
}

type WithError = { error?: { message?: string | null } | null } | null | undefined;

/** editUser: the server's message, 'Invalid response!' when empty, 'Query Error' when unreachable. */
export function editUserOutcome<U extends WithError>(answer: Answer<{ editUser: U }>): Outcome<NonNullable<U>> {
  const user = answer.data?.editUser;
  if (user?.error?.message) return { ok: false, message: user.error.message };
  if (user) return { ok: true, value: user as NonNullable<U> };
  if (answer.error) return { ok: false, message: serverMessage(answer.error) ?? PROFILE_MESSAGES.queryError };
  return { ok: false, message: PROFILE_MESSAGES.invalidResponse };
}

export const PASSWORD_MESSAGES = {
  updated: t('accounts.profile.passwordUpdated'),
  invalidResponse: t('accounts.profile.passwordInvalid'),
  failed: t('accounts.profile.passwordFailed'),
} as const;

/** updateUserPassword: done, the server's message, 'Invalid response' when empty, 'Unable to update!' when unreachable. */
export function passwordOutcome(
  answer: Answer<{ updateUserPassword?: { _id?: string | null; error?: { message?: string | null } | null } | null }>,
): Outcome<null> {
  const result = answer.data?.updateUserPassword;
  if (result?.error?.message) return { ok: false, message: result.error.message };
  if (result?._id) return { ok: true, value: null };
  if (answer.error) return { ok: false, message: serverMessage(answer.error) ?? PASSWORD_MESSAGES.failed };
  return { ok: false, message: PASSWORD_MESSAGES.invalidResponse };
}
