// The spec's sign out (§4) once confirmed: announce it (shared/auth/sessionEvents: the cart and the order
// draft go), revoke the session on the server, forget it here and reload the home page (the operator
// console lands on its own sign-in instead: `landing`). A failed logout still signs out locally.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { LogoutDocument } from './logout.generated';
import { useAuth } from '../../../shared/auth/session';
import { sessionEvents } from '../../../shared/auth/sessionEvents';

/** The full page load after sign out (an object, so tests can watch it). */
export const pageLoad = {
  to(path: string): void {
    window.location.assign(path);
  },
};

export function useSignOut({ landing = '/' }: { landing?: string } = {}): () => Promise<void> {
  const { signOut } = useAuth();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    // Followers whose code cannot be fetched (offline) do not keep the customer signed in.
    await sessionEvents.signingOut().catch(() => undefined);
    try {
      await logout();
    } catch {
      // The tokens are forgotten below whatever the server says.
    }
    signOut();
    pageLoad.to(landing);
  }, [logout, signOut, landing]);
}
