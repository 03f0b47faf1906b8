// The three recovery mutations, read the spec's way (§8): a server error is shown inline as
// given, a failed request as 'Unable to process your request!', an answer without a result as
// 'Empty response!' / 'No response Data available' (requestOutcome.ts), success messages as toasts.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  ResetPasswordDocument,
  SendPasswordResetCodeDocument,
  VerifyPasswordResetCodeDocument,
} from './passwordReset.generated';
import {
  emptyOutcomeMessage,
  payloadText,
  settle,
  type MessageCodes,
  type Outcome,
} from '../../../shared/graphql/requestOutcome';
import { t } from './texts';

export const RESET_MESSAGES = {
  unableToProcess: t('accounts.forgot.unableToProcess'),
  done: t('accounts.forgot.done'),
} as const;

interface MutationResultShape {
  error?: ({ message?: string | null } & MessageCodes) | null;
  success?: { message?: string | null; textCode?: string | null } | null;
}

export type ResetResult = { ok: true; message: string | null } | { ok: false; message: string };

export function toResetResult(outcome: Outcome<MutationResultShape>): ResetResult {
  if (outcome.kind === 'ok') return { ok: true, message: payloadText(outcome.value.success) };
  if (outcome.kind === 'server-error') return { ok: false, message: outcome.message };
  if (outcome.kind === 'empty') return { ok: false, message: emptyOutcomeMessage(outcome) };
  return { ok: false, message: RESET_MESSAGES.unableToProcess };
}

export function useResetRequests() {
  const [sendMutation] = useMutation(SendPasswordResetCodeDocument);
  const [verifyMutation] = useMutation(VerifyPasswordResetCodeDocument);
  const [resetMutation] = useMutation(ResetPasswordDocument);

  const sendCode = useCallback(
    async (email: string) =>
      toResetResult(
        await settle(() =>
          sendMutation({ variables: { email } }).then((r) => ({
            value: r.data?.sendPasswordResetCode,
            error: r.error,
            data: r.data,
          })),
        ),
      ),
    [sendMutation],
  );

  const verifyCode = useCallback(
    async (email: string, code: string) =>
      toResetResult(
        await settle(() =>
          verifyMutation({ variables: { email, code } }).then((r) => ({
            value: r.data?.verifyPasswordResetCode,
            error: r.error,
            data: r.data,
          })),
        ),
      ),
    [verifyMutation],
  );

  const resetPassword = useCallback(
    async (email: string, code: string, pwd: string) =>
      toResetResult(
        await settle(() =>
          resetMutation({ variables: { email, code, pwd } }).then((r) => ({
            value: r.data?.resetPassword,
            error: r.error,
            data: r.data,
          })),
        ),
      ),
    [resetMutation],
  );

  return { sendCode, verifyCode, resetPassword };
}
