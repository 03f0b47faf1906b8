// Sign-in shared by the sign-in form and the automatic sign-in after phone verification:
// PUT /api/user/login, then the sign-in is announced (shared/auth/sessionEvents: the cart merges the
// local cart and may stop it), then the session is saved and the customer's order count (the header's
// 'Your Orders') is asked for.
import { useCallback } from 'react';
import { useAuth } from '../../../shared/auth/session';
import { useRefreshOrdersCount } from '../../../shared/auth/useRefreshOrdersCount';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { LOGIN_MESSAGES, loginRequest } from './loginRequest';
import { sessionEvents } from '../../../shared/auth/sessionEvents';

export type SignInResult = { ok: true } | { ok: false; message: string };

export function useSignIn(): (username: string, pwd: string) => Promise<SignInResult> {
  const { signIn } = useAuth();
  const refreshOrdersCount = useRefreshOrdersCount();
  return useCallback(
    async (username, pwd) => {
      const outcome = await loginRequest(username, pwd);
      if (!outcome.ok) return outcome;
      // The followers (the cart merge) call the server as this customer, so the tokens go in first.
      sessionStore.setTokens(outcome.token, outcome.refreshToken);
      // Followers whose code cannot be fetched are a network failure like the login's own.
      const refusal = await sessionEvents.signingIn(outcome.user).catch(() => LOGIN_MESSAGES.network);
      if (refusal !== null) {
        sessionStore.clear();
        return { ok: false, message: refusal };
      }
      signIn(outcome.user, outcome.token, outcome.refreshToken);
      void refreshOrdersCount();
      return { ok: true };
    },
    [signIn, refreshOrdersCount],
  );
}
