// Place Order (shopping.md §4, §7, §8): sends the draft as createOrderFromCart (COD, the server
// counts its own totals), with an idempotency key so a retried request never makes a second order.
import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CreateOrderFromCartDocument, type CreateOrderFromCartMutation } from './createOrder.generated';
import type { CreateOrderInput } from '../../../gql/types';
import { useAuth } from '../../../shared/auth/session';
import { useRefreshOrdersCount } from '../../../shared/auth/useRefreshOrdersCount';
import { useToast } from '../../../shared/ui/toast';
import { flushCart, useCart } from '../../cart';
import { draftStore } from '../draft/draftStore';
import type { OrderDraft } from '../draft/orderDraft';
import { newIdempotencyKey, ORDER_MESSAGES, orderOutcome, type OrderOutcome } from './placeOrderOutcome';

export const SUCCESS_PATH = '/checkout/success';

type Answer = { data?: CreateOrderFromCartMutation | null; error?: unknown };

export function orderInput(draft: OrderDraft, cartId: string | null | undefined, key: string): CreateOrderInput | null {
  if (!draft.address || !draft.timeslot) return null;
  const slot = draft.timeslot;
  return {
    cart_id: cartId ?? null,
    paymentMethod: 'COD',
    shipping_address_id: draft.address._id,
    note: draft.note,
    delivery_slot: { _id: slot._id, day: slot.day, date: slot.date, time_range_utc: slot.time_range_utc },
    discount_voucher_code: draft.coupon?.code ?? null,
    idempotency_key: key,
  };
}

export function usePlaceOrder() {
  const toast = useToast();
  const navigate = useNavigate();
  const { ordersCount, setOrdersCount } = useAuth();
  const refreshOrdersCount = useRefreshOrdersCount();
  const { cart, refetch } = useCart();
  const [create] = useMutation(CreateOrderFromCartDocument, { fetchPolicy: 'no-cache' });
  const [placing, setPlacing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per order attempt: kept after a failed request so the next click is a retry of it.
  const key = useRef<string | null>(null);

  const send = useCallback(
    async (input: CreateOrderInput): Promise<Answer> => {
      try {
        return await create({ variables: { input } });
      } catch (error) {
        return { error };
      }
    },
    [create],
  );

  const place = useCallback(
    async (draft: OrderDraft): Promise<OrderOutcome | null> => {
      if (!draft.address) {
        void toast.error(ORDER_MESSAGES.noAddress);
        return null;
      }
      key.current ??= newIdempotencyKey();
      const input = orderInput(draft, cart?._id, key.current);
      if (!input) return null;
      setPlacing(true);
      setServerError(null);
      let outcome = orderOutcome(await send(input));
      // One quiet retry of the same request (same key) when the network dropped it.
      if (outcome.kind === 'failure') outcome = orderOutcome(await send(input));
      setPlacing(false);

      switch (outcome.kind) {
        case 'success':
          key.current = null;
          void toast.success(ORDER_MESSAGES.success);
          draftStore.dispatch({ type: 'orderPlaced', serial: outcome.order.serial });
          flushCart();
          // 'Your Orders' shows at once; the server's count then replaces the guess.
          setOrdersCount(ordersCount + 1);
          void refreshOrdersCount();
          void navigate(SUCCESS_PATH);
          break;
        case 'serverError':
          key.current = null;
          void toast.error(outcome.message);
          setServerError(outcome.message);
          // The cart may have changed under the customer (stock): show what it holds now.
          void refetch();
          break;
        case 'invalid':
        case 'failure':
          // The order may exist without our knowing: the next click retries with the same key.
          void toast.error(outcome.message);
          break;
      }
      return outcome;
    },
    [cart?._id, navigate, ordersCount, refetch, refreshOrdersCount, send, setOrdersCount, toast],
  );

  return { place, placing, serverError };
}
