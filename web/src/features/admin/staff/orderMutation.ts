// Every order-changing call of the console sends the version it last saw; the answer is read once here:
// the changed order, or the server's words — and ORDER_CHANGED (someone else changed it first) asks the
// page to reload the order rather than overwrite.
import type { ErrorLike } from '@apollo/client';
import { settle } from '../../../shared/graphql/requestOutcome';
import { emptyOutcomeMessage } from '../../../shared/graphql/requestOutcome';
import type { StaffOrderFieldsFragment } from '../admin.generated';
import { t } from '../texts';

export type StaffOrderView = StaffOrderFieldsFragment;

export type OrderChange =
  { ok: true; order: StaffOrderView } | { ok: false; message: string; changedElsewhere: boolean };

interface WithCodes {
  code?: string | null;
  textCode?: string | null;
}

export function isOrderChanged(codes: WithCodes | null | undefined): boolean {
  return codes?.textCode === 'ORDER_CHANGED' || codes?.code === 'CONFLICT';
}

export async function changeOrder(
  call: () => Promise<{ value: StaffOrderView | null | undefined; error?: ErrorLike; data?: unknown }>,
): Promise<OrderChange> {
  let codes: WithCodes | null = null;
  const outcome = await settle(async () => {
    const answer = await call();
    codes = answer.value?.error ?? null;
    return answer;
  });
  if (outcome.kind === 'ok') return { ok: true, order: outcome.value };
  if (outcome.kind === 'server-error') {
    const changed = isOrderChanged(codes ?? { code: outcome.code ?? null });
    return { ok: false, message: outcome.message, changedElsewhere: changed };
  }
  if (outcome.kind === 'empty') return { ok: false, message: emptyOutcomeMessage(outcome), changedElsewhere: false };
  return { ok: false, message: t('admin.network'), changedElsewhere: false };
}
