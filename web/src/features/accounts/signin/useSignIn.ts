// Sign-in shared by the sign-in form and the automatic sign-in after phone verification:
// PUT /api/user/login, then the cart merge hook, then the session is saved and the customer's order
// count (the header's 'Your Orders') is asked for.
import { useCallback } from 'react';
import { useAuth } from '../../../app/auth/AuthContext';
import { useRefreshOrdersCount } from '../../../app/auth/useRefreshOrdersCount';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { loginRequest } from './loginRequest';
import { CART_MERGE_FAILED, mergeCartAfterSignIn } from './mergeCartAfterSignIn';

export type SignInResult = { ok: true } | { ok: false; message: string };

export function useSignIn(): (username: string, pwd: string) => Promise<SignInResult> {
  const { signIn } = useAuth();
  const refreshOrdersCount = useRefreshOrdersCount();
  return useCallback(
    async (username, pwd) => {
      const outcome = await loginRequest(username, pwd);
      if (!outcome.ok) return outcome;
      // The merge calls the server as this customer, so the tokens go in first.
      sessionStore.setTokens(outcome.token, outcome.refreshToken);
      if (!(await mergeCartAfterSignIn(outcome.user))) {
        sessionStore.clear();
        return { ok: false, message: CART_MERGE_FAILED };
      }
      signIn(outcome.user, outcome.token, outcome.refreshToken);
      void refreshOrdersCount();
      return { ok: true };
    },
    [signIn, refreshOrdersCount],
  );
}
