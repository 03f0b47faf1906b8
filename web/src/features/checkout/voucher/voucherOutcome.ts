// What validateVoucher's answer means for the voucher form (shopping.md §8 Coupon rows).
import { CombinedGraphQLErrors } from '@apollo/client';
import type { ValidateVoucherMutation } from './voucher.generated';
import { couponFrom } from '../draft/orderDraft';
import { t } from '../texts';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';

export const VOUCHER_MESSAGES = {
  empty: t('checkout.voucher.empty'),
  noData: t('checkout.voucher.noData'),
  failure: t('checkout.voucher.failure'),
} as const;

export type VoucherAnswer = ValidateVoucherMutation['validateVoucher'];

export type VoucherOutcome =
  /** Shown in the inline alert; the draft keeps the result as its coupon when it is a valid voucher. */
  | { kind: 'alert'; type: 'success' | 'error'; message: string; result: VoucherAnswer | null }
  /** The request failed: a toast, the coupon left as it was. */
  | { kind: 'toast'; message: string };

export function voucherOutcome(answer: {
  data?: { validateVoucher?: VoucherAnswer } | null;
  error?: unknown;
}): VoucherOutcome {
  const result = answer.data?.validateVoucher ?? null;
  if (!result) {
    if (answer.error && !CombinedGraphQLErrors.is(answer.error))
      return { kind: 'toast', message: VOUCHER_MESSAGES.failure };
    const said = serverMessage(answer.error) ?? '';
    return { kind: 'alert', type: 'error', message: said || VOUCHER_MESSAGES.empty, result: null };
  }
  const refused = payloadText(result.error);
  if (refused) return { kind: 'alert', type: 'error', message: refused, result };
  const message = payloadText(result.success) || VOUCHER_MESSAGES.noData;
  return { kind: 'alert', type: couponFrom(result) ? 'success' : 'error', message, result };
}
