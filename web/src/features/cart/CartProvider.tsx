// Mounted once inside the auth gate: hands the Apollo client to the cart and keeps the cart store
// in step with who is signed in (local cart for a visitor, server cart for a customer). The code
// that reads the local cart or talks to the server loads only when there is something to do.
import { useEffect, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useAuth } from '../../shared/auth/session';
import { useSettings } from '../../shared/settings/storeSettings';
import { cartSession, cartStore, LOCAL_CART_KEY } from './cartStore';

// The cart code the first bundle loads on demand (the controls' calls, the stepper, the sync, the
// local cart) sits behind this one dynamic import, in this module of the entry chunk: its preload
// list then joins the entry's own instead of adding one to a shared chunk (the home route budget).
const loadCartRuntime = () => import('./cartRuntime');

function hasLocalCart(): boolean {
  try {
    return !!window.localStorage.getItem(LOCAL_CART_KEY);
  } catch {
    return false;
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const userId = useAuth().user?._id ?? null;
  cartSession.client = client;
  cartSession.load = loadCartRuntime;
  cartSession.deliveryCharges = useSettings().deliveryCharges;

  useEffect(() => {
    let active = true;
    let stop = () => {};
    cartStore.reset();
    if (userId) {
      cartStore.setLoading(true);
      void loadCartRuntime().then((m) => {
        if (active) stop = m.startServerSync(client, userId);
      });
      return () => {
        active = false;
        stop();
      };
    }
    const showLocal = () =>
      void loadCartRuntime().then((m) => {
        if (active) m.showLocalCart();
      });
    if (hasLocalCart()) showLocal();
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_CART_KEY || event.key === null) showLocal();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [client, userId]);

  return children;
}
