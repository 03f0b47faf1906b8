// What createOrderFromCart's answer means for step 3 (shopping.md §4 Placing an order, §8).
import { CombinedGraphQLErrors } from '@apollo/client';
import type { CreateOrderFromCartMutation } from './createOrder.generated';
import { t } from '../texts';
import { graphqlErrorTexts, type MessageCodes, serverText } from '../../../shared/graphql/requestOutcome';

export const ORDER_MESSAGES = {
  noAddress: t('checkout.order.noAddress'),
  invalid: t('checkout.order.invalid'),
  failure: t('checkout.order.failure'),
  success: t('checkout.order.success'),
  errorFound: t('checkout.order.errorFound'),
  reviewOrder: t('checkout.order.reviewOrder'),
} as const;

export type PlacedOrder = NonNullable<CreateOrderFromCartMutation['createOrderFromCart']>;

export type OrderOutcome =
  | { kind: 'success'; order: PlacedOrder }
  /** The server refused: toast plus the 'Error Found' banner. */
  | { kind: 'serverError'; message: string }
  /** Nothing usable came back: a toast only. */
  | { kind: 'invalid'; message: string }
  /** The request never got an answer: a toast; the same idempotency key is kept for the next try. */
  | { kind: 'failure'; message: string };

export function orderOutcome(answer: { data?: CreateOrderFromCartMutation | null; error?: unknown }): OrderOutcome {
  const order = answer.data?.createOrderFromCart;
  if (order) {
    const said = (e: ({ message?: string | null } & MessageCodes) | null | undefined) =>
      e?.message ? serverText(e, e.message) : null;
    const messages = [said(order.error), ...(order.errors ?? []).map(said)].filter(
      (m, i, all): m is string => !!m && all.indexOf(m) === i,
    );
    if (messages.length > 0) return { kind: 'serverError', message: messages.join(' ') };
    if (order._id || order.serial) return { kind: 'success', order };
    return { kind: 'invalid', message: ORDER_MESSAGES.invalid };
  }
  if (CombinedGraphQLErrors.is(answer.error)) {
    const said = graphqlErrorTexts(answer.error).join(' ');
    return said ? { kind: 'serverError', message: said } : { kind: 'invalid', message: ORDER_MESSAGES.invalid };
  }
  if (answer.error) return { kind: 'failure', message: ORDER_MESSAGES.failure };
  return { kind: 'invalid', message: ORDER_MESSAGES.invalid };
}

/** A random v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Not a secure context: build it by hand below.
    }
  }
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
