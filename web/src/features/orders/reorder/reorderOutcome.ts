// What makeReorder's answer means (shopping.md §8 Re-order rows).
import { CombinedGraphQLErrors } from '@apollo/client';
import type { MakeReorderMutation } from '../orders.generated';
import { REORDER_MESSAGES } from './reorderLines';
import { payloadText } from '../../../shared/graphql/requestOutcome';

export type ReorderCart = NonNullable<MakeReorderMutation['makeReorder']>;

export type ReorderOutcome =
  | { kind: 'success'; cart: ReorderCart }
  /** The server's message: a toast and inline. */
  | { kind: 'serverError'; message: string }
  /** No answer: a toast. */
  | { kind: 'failure'; message: string };

export function reorderOutcome(answer: { data?: MakeReorderMutation | null; error?: unknown }): ReorderOutcome {
  const cart = answer.data?.makeReorder;
  const refused = payloadText(cart?.error);
  if (refused) return { kind: 'serverError', message: refused };
  if (cart) return { kind: 'success', cart };
  if (CombinedGraphQLErrors.is(answer.error)) {
    const said = answer.error.errors
      .map((e) => e.message)
      .filter(Boolean)
      .join(' ');
    if (said) return { kind: 'serverError', message: said };
  }
  return { kind: 'failure', message: REORDER_MESSAGES.failure };
}
