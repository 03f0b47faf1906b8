// The three phone mutations of the verification screen, read into the spec's messages (§8): an
// empty response is 'Empty response!'; an empty result of verify/resend is the row's 'Invalid
// response', of the phone update 'No response Data available' (requestOutcome.ts).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ResendPhoneCodeDocument, UpdateUserPhoneDocument, VerifyPhoneCodeDocument } from './phone.generated';
import { clientHash } from '../clientHash';
import { EMPTY_MESSAGES, emptyOutcomeMessage, settle, type Outcome } from '../../../shared/graphql/requestOutcome';
import { t } from './texts';

export const VERIFY_MESSAGES = {
  verified: t('accounts.verify.verified'),
  resent: t('accounts.verify.resent'),
  expired: t('accounts.verify.expired'),
  requestError: t('accounts.verify.requestError'),
  invalidResponse: t('accounts.verify.invalidResponse'),
  phoneUpdateFailed: t('accounts.verify.phoneUpdateFailed'),
} as const;

export interface PhoneUser {
  _id: string;
  phone?: string | null;
  phone_confirmed?: number | null;
}

export type PhoneResult = { ok: true; user: PhoneUser } | { ok: false; message: string; code?: string | null };

type PhoneAnswer = Omit<PhoneUser, '_id'> & {
  _id?: string | null;
  error?: { message?: string | null; code?: string | null } | null;
};

/** A verify or resend outcome that is not a success: the server's words, 'Request ERROR' or an empty answer. */
function codeFailure(outcome: Exclude<Outcome<PhoneAnswer>, { kind: 'ok' }>): PhoneResult {
  if (outcome.kind === 'server-error') return { ok: false, message: outcome.message, code: outcome.code ?? null };
  if (outcome.kind === 'network') return { ok: false, message: VERIFY_MESSAGES.requestError };
  // 'Empty result' (§8) names 'Invalid response' for the code screen; a response with no data at all is 'Empty response!'.
  return { ok: false, message: outcome.answered ? VERIFY_MESSAGES.invalidResponse : EMPTY_MESSAGES.emptyResponse };
}

/** verifyPhoneCode: done only when the number reads confirmed; a user still unconfirmed is 'Invalid response'. */
export function verifyResult(outcome: Outcome<PhoneAnswer>, userId: string): PhoneResult {
  if (outcome.kind === 'ok') {
    return (outcome.value.phone_confirmed ?? 0) >= 1
      ? { ok: true, user: { ...outcome.value, _id: userId } }
      : { ok: false, message: VERIFY_MESSAGES.invalidResponse };
  }
  if (outcome.kind === 'server-error') return { ok: false, message: outcome.message };
  return codeFailure(outcome);
}

/** resendPhoneCode: the user back, or why not (the error code too, for the countdown). */
export function resendResult(outcome: Outcome<PhoneAnswer>, userId: string): PhoneResult {
  if (outcome.kind === 'ok') return { ok: true, user: { ...outcome.value, _id: userId } };
  return codeFailure(outcome);
}

/** updateUserPhone: the server's words, 'Unable to update Phone number at the moment' on a failed request. */
export function changePhoneResult(outcome: Outcome<PhoneAnswer>, userId: string): PhoneResult {
  if (outcome.kind === 'ok') return { ok: true, user: { ...outcome.value, _id: userId } };
  if (outcome.kind === 'server-error') return { ok: false, message: outcome.message };
  if (outcome.kind === 'empty') return { ok: false, message: emptyOutcomeMessage(outcome) };
  return { ok: false, message: VERIFY_MESSAGES.phoneUpdateFailed };
}

export function usePhoneRequests(userId: string) {
  const [verifyMutation] = useMutation(VerifyPhoneCodeDocument);
  const [resendMutation] = useMutation(ResendPhoneCodeDocument);
  const [updateMutation] = useMutation(UpdateUserPhoneDocument);

  const verify = useCallback(
    async (code: string): Promise<PhoneResult> => {
      const outcome = await settle(() =>
        verifyMutation({ variables: { code, id: userId } }).then((r) => ({
          value: r.data?.verifyPhoneCode,
          error: r.error,
          data: r.data,
        })),
      );
      return verifyResult(outcome, userId);
    },
    [verifyMutation, userId],
  );

  const resend = useCallback(
    async (phone: string | null | undefined): Promise<PhoneResult> => {
      const outcome = await settle(() =>
        resendMutation({ variables: { id: userId, hash: clientHash(), phone: phone ?? null } }).then((r) => ({
          value: r.data?.resendPhoneCode,
          error: r.error,
          data: r.data,
        })),
      );
      return resendResult(outcome, userId);
    },
    [resendMutation, userId],
  );

  const changePhone = useCallback(
    async (phone: string): Promise<PhoneResult> => {
      const outcome = await settle(() =>
        updateMutation({ variables: { id: userId, phone } }).then((r) => ({
          value: r.data?.updateUserPhone,
          error: r.error,
          data: r.data,
        })),
      );
      return changePhoneResult(outcome, userId);
    },
    [updateMutation, userId],
  );

  return { verify, resend, changePhone };
}
