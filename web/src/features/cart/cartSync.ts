// Keeps the signed-in customer's server cart in the cart store: fetched once, then replaced by
// every cartUpdated event (other tabs' changes too), and fetched again when the tab comes back into
// view (events may have been missed meanwhile). The server prices the cart: when the console changes
// a product the cart holds (shared/catalogue/liveProducts), or events may have been missed, the cart
// is fetched again, so its prices, totals and out-of-stock lines follow without a reload.
import type { ApolloClient } from '@apollo/client';
import { followProducts } from '../../shared/catalogue/liveProducts';
import { cartSession, cartStore } from './cartStore';
import type { Cart } from './cartTotals';
import { fetchCart, watchCart } from './cartServer';

const RESUBSCRIBE_MS = 5000;

/** Starts syncing the signed-in cart; returns the stop. */
export function startServerSync(client: ApolloClient, userId: string): () => void {
  let active = true;
  let stopWatch = () => {};
  let retry: ReturnType<typeof setTimeout> | undefined;
  cartStore.setLoading(true);

  const load = async (): Promise<Cart | null> => {
    const answer = await fetchCart(client, userId);
    if (!active) return null;
    if (answer.kind === 'ok') {
      cartStore.applyServerCart(answer.cart);
      return cartStore.get().cart;
    }
    cartStore.setLoading(false);
    return null;
  };

  const watch = () => {
    stopWatch = watchCart(
      client,
      userId,
      (cart) => {
        if (active) cartStore.applyServerCart(cart);
      },
      () => {
        if (!active) return;
        retry = setTimeout(() => {
          void load();
          watch();
        }, RESUBSCRIBE_MS);
      },
    );
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') void load();
  };

  const holds = (ids: readonly string[]) =>
    (cartStore.get().cart?.items ?? []).some((line) => !!line?.product_id && ids.includes(line.product_id));
  const stopProducts = followProducts(client, (ids) => {
    if (ids === null || holds(ids)) void load();
  });

  cartSession.refetch = load;
  void load();
  watch();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    active = false;
    stopProducts();
    stopWatch();
    clearTimeout(retry);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
