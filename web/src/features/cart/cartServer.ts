// The cart's server calls (shopping.md §7), each read into one CartAnswer.
import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import {
  AddCartItemDocument,
  CartByUserDocument,
  CartUpdatedDocument,
  DeleteCartItemDocument,
  MergeCartDocument,
  RemoveUnavailableItemsDocument,
} from './cart.generated';
import type { Cart } from './cartTotals';
import { payloadText } from '../../shared/graphql/requestOutcome';

/**
 * ok: the server answered with a cart (message: its refusal, the cart then unchanged);
 * server-error: a GraphQL error and no cart; empty: no cart and no error; network: no answer.
 */
export type CartAnswer =
  | { kind: 'ok'; cart: Cart; message: string | null }
  | { kind: 'server-error'; message: string }
  | { kind: 'empty' }
  | { kind: 'network' };

export function readCartAnswer(cart: Cart | null | undefined, error: ErrorLike | undefined): CartAnswer {
  if (cart) return { kind: 'ok', cart, message: payloadText(cart.error) };
  if (error) {
    if (CombinedGraphQLErrors.is(error)) {
      const message = error.errors.find((e) => e.message)?.message;
      return message ? { kind: 'server-error', message } : { kind: 'empty' };
    }
    return { kind: 'network' };
  }
  return { kind: 'empty' };
}

async function settleCart(
  call: () => Promise<{ cart: Cart | null | undefined; error?: ErrorLike }>,
): Promise<CartAnswer> {
  try {
    const { cart, error } = await call();
    return readCartAnswer(cart, error);
  } catch (thrown) {
    return CombinedGraphQLErrors.is(thrown) ? readCartAnswer(null, thrown) : { kind: 'network' };
  }
}

export function fetchCart(client: ApolloClient, userId: string): Promise<CartAnswer> {
  return settleCart(async () => {
    const r = await client.query({ query: CartByUserDocument, variables: { id: userId }, fetchPolicy: 'network-only' });
    return { cart: r.data?.cartByUser, error: r.error };
  });
}

export function addCartItem(client: ApolloClient, customerId: string, productId: string): Promise<CartAnswer> {
  return settleCart(async () => {
    const r = await client.mutate({
      mutation: AddCartItemDocument,
      variables: { input: { customer_id: customerId, product_id: productId, qty: 1 } },
    });
    return { cart: r.data?.addCartItem, error: r.error };
  });
}

/** One unit off the line, or the whole line with `all`. */
export function deleteCartItem(
  client: ApolloClient,
  customerId: string,
  productId: string,
  all: boolean,
): Promise<CartAnswer> {
  return settleCart(async () => {
    const r = await client.mutate({
      mutation: DeleteCartItemDocument,
      variables: { input: { customer_id: customerId, product_id: productId, ...(all ? { delete_all: 'yes' } : {}) } },
    });
    return { cart: r.data?.deleteCartItem, error: r.error };
  });
}

export function removeUnavailableItems(client: ApolloClient, cartId: string): Promise<CartAnswer> {
  return settleCart(async () => {
    const r = await client.mutate({ mutation: RemoveUnavailableItemsDocument, variables: { id: cartId } });
    return { cart: r.data?.removeUnavailableItemsFromCart, error: r.error };
  });
}

export function mergeCart(
  client: ApolloClient,
  customerId: string,
  lines: ReadonlyArray<{ product_id: string; qty: number }>,
): Promise<CartAnswer> {
  return settleCart(async () => {
    const r = await client.mutate({
      mutation: MergeCartDocument,
      variables: {
        customer_id: customerId,
        items: lines.map((l) => ({ customer_id: customerId, product_id: l.product_id, qty: l.qty })),
      },
    });
    return { cart: r.data?.mergeCart, error: r.error };
  });
}

/** cartUpdated for the signed-in customer; returns the unsubscribe. */
export function watchCart(
  client: ApolloClient,
  userId: string,
  onCart: (cart: Cart) => void,
  onEnd: () => void,
): () => void {
  const subscription = client.subscribe({ query: CartUpdatedDocument, variables: { id: userId } }).subscribe({
    next: ({ data }) => {
      const node = data?.cartUpdated?.node;
      if (node) onCart(node);
    },
    error: onEnd,
    complete: onEnd,
  });
  return () => subscription.unsubscribe();
}
