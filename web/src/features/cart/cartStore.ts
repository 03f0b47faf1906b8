// One cart state for the whole page, outside React so sign-in, sign-out and the checkout can
// reach it without hooks (useCart.ts reads it through useSyncExternalStore). The server's cart
// always wins: every answer and every cartUpdated event replaces it, unless it is older than the
// cart already shown (answers can overtake each other).
import type { ApolloClient } from '@apollo/client';
import { deriveTotals, EMPTY_TOTALS, type Cart, type CartTotals } from './cartTotals';
import { t } from './texts';

export interface CartSnapshot {
  cart: Cart | null;
  totals: CartTotals;
  loading: boolean;
  /** True once the signed-in customer's cart has come from the server. */
  synced: boolean;
  drawerOpen: boolean;
}

const INITIAL: CartSnapshot = { cart: null, totals: EMPTY_TOTALS, loading: false, synced: false, drawerOpen: false };

let state: CartSnapshot = INITIAL;
const listeners = new Set<() => void>();

function update(patch: Partial<CartSnapshot>): void {
  state = { ...state, ...patch };
  if ('cart' in patch) state.totals = deriveTotals(state.cart);
  listeners.forEach((l) => l());
}

/** Cart messages (shopping.md §8). */
export const REQUEST_FAILED = t('cart.requestFailed');
export const INVALID_RESPONSE = t('cart.invalidResponse');

/** Where the visitor's cart is kept (localCart.ts). */
export const LOCAL_CART_KEY = 'karyana-local-cart';

type CartRuntime = typeof import('./cartRuntime');

/**
 * Set by the CartProvider: the Apollo client, the store's delivery charges (for the visitor's
 * cart; the server prices its own), the loader of the cart code the first bundle loads on demand
 * (CartProvider.tsx says why it lives there) and, once syncing, the refetch of the signed-in cart.
 */
export const cartSession: {
  client: ApolloClient | null;
  deliveryCharges: number;
  load: () => Promise<CartRuntime>;
  refetch: () => Promise<Cart | null>;
} = {
  client: null,
  deliveryCharges: 0,
  load: () => Promise.reject(new Error('the CartProvider is not mounted')),
  refetch: async () => state.cart,
};

export const cartStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): CartSnapshot {
    return state;
  },
  /** Replaces the cart as given (local carts, the checkout's own answers). */
  setCart(cart: Cart | null): void {
    update({ cart });
  },
  /** A cart from the server: shown unless the one already shown is newer. */
  applyServerCart(cart: Cart): void {
    const shown = state.cart;
    const stale =
      shown?._id && shown._id === cart._id && shown.updated_at && cart.updated_at && cart.updated_at < shown.updated_at;
    if (stale) {
      if (!state.synced) update({ synced: true, loading: false });
      return;
    }
    update({ cart, synced: true, loading: false });
  },
  setLoading(loading: boolean): void {
    update({ loading });
  },
  /** Empties the cart shown (after an order is placed the server has emptied it too). */
  flush(): void {
    const cart = state.cart;
    update({
      cart: cart
        ? { ...cart, items: [], totalPrice: 0, totalTax: 0, deliveryCharges: 0, grandTotal: 0, error: null }
        : null,
    });
  },
  openDrawer(): void {
    update({ drawerOpen: true });
  },
  closeDrawer(): void {
    update({ drawerOpen: false });
  },
  /** Back to nothing (a change of customer, and between tests). */
  reset(): void {
    state = INITIAL;
    cartSession.refetch = async () => state.cart;
    listeners.forEach((l) => l());
  },
};
