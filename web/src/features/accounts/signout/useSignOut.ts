// The spec's sign out (§4) once confirmed: flush the cart, revoke the session on
// the server, forget it here and reload the home page. A failed logout still signs out locally.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { LogoutDocument } from './logout.generated';
import { useAuth } from '../../../app/auth/AuthContext';
import { cartStore } from '../../cart/cartStore';
import { clearLocalCart } from '../../cart/localCart';
import { draftStore } from '../../checkout/draft/draftStore';

/** The cart shown, any local cart and the order draft go with the session (the next visitor starts empty). */
export async function flushCartBeforeSignOut(): Promise<void> {
  clearLocalCart();
  cartStore.reset();
  draftStore.dispatch({ type: 'flush' });
}

/** The full page load after sign out (an object, so tests can watch it). */
export const pageLoad = {
  to(path: string): void {
    window.location.assign(path);
  },
};

export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    await flushCartBeforeSignOut();
    try {
      await logout();
    } catch {
      // The tokens are forgotten below whatever the server says.
    }
    signOut();
    pageLoad.to('/');
  }, [logout, signOut]);
}
