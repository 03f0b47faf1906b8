// The three phone mutations of the verification screen, read into the spec's messages (§8).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ResendPhoneCodeDocument, UpdateUserPhoneDocument, VerifyPhoneCodeDocument } from './phone.generated';
import { clientHash } from '../clientHash';
import { settle } from '../requestOutcome';

export const VERIFY_MESSAGES = {
  verified: 'Verification successfull.',
  resent: 'Please check your phone for new verification code.',
  expired: 'Verification code Expired',
  requestError: 'Request ERROR',
  invalidResponse: 'Invalid response',
  phoneUpdateFailed: 'Unable to update Phone number at the moment',
} as const;

export interface PhoneUser {
  _id: string;
  phone?: string | null;
  phone_confirmed?: number | null;
}

export type PhoneResult = { ok: true; user: PhoneUser } | { ok: false; message: string; code?: string | null };

export function usePhoneRequests(userId: string) {
  const [verifyMutation] = useMutation(VerifyPhoneCodeDocument);
  const [resendMutation] = useMutation(ResendPhoneCodeDocument);
  const [updateMutation] = useMutation(UpdateUserPhoneDocument);

  const verify = useCallback(
    async (code: string): Promise<PhoneResult> => {
      const outcome = await settle(() =>
        verifyMutation({ variables: { code, id: userId } }).then((r) => ({ value: r.data?.verifyPhoneCode, error: r.error })),
      );
      if (outcome.kind === 'ok' && (outcome.value.phone_confirmed ?? 0) >= 1) {
        return { ok: true, user: { ...outcome.value, _id: userId } };
      }
      if (outcome.kind === 'server-error') return { ok: false, message: outcome.message };
      if (outcome.kind === 'network') return { ok: false, message: VERIFY_MESSAGES.requestError };
      return { ok: false, message: VERIFY_MESSAGES.invalidResponse };
    },
    [verifyMutation, userId],
  );

  const resend = useCallback(
    async (phone: string | null | undefined): Promise<PhoneResult> => {
      const outcome = await settle(() =>
        resendMutation({ variables: { id: userId, hash: clientHash(), phone: phone ?? null } }).then((r) => ({
          value: r.data?.resendPhoneCode,
          error: r.error,
        })),
      );
      if (outcome.kind === 'ok') return { ok: true, user: { ...outcome.value, _id: userId } };
      if (outcome.kind === 'server-error') return { ok: false, message: outcome.message, code: outcome.code ?? null };
      if (outcome.kind === 'network') return { ok: false, message: VERIFY_MESSAGES.requestError };
      return { ok: false, message: VERIFY_MESSAGES.invalidResponse };
    },
    [resendMutation, userId],
  );

  const changePhone = useCallback(
    async (phone: string): Promise<PhoneResult> => {
      const outcome = await settle(() =>
        updateMutation({ variables: { id: userId, phone } }).then((r) => ({ value: r.data?.updateUserPhone, error: r.error })),
      );
      if (outcome.kind === 'ok') return { ok: true, user: { ...outcome.value, _id: userId } };
      if (outcome.kind === 'server-error') return { ok: false, message: outcome.message };
      return { ok: false, message: VERIFY_MESSAGES.phoneUpdateFailed };
    },
    [updateMutation, userId],
  );

  return { verify, resend, changePhone };
}
