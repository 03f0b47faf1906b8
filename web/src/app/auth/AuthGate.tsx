// Restores the stored session at start: a user without a token is signed out ('Re-Login required');
// a signed-in user's data is loaded once before the app shows.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useToast } from '../../shared/ui/toast';
import { LoggedInUserDocument } from '../../shared/auth/loggedInUser.generated';
import { sessionStore, type StoredUser } from '../../shared/auth/sessionStore';
import { AuthContext, type AuthState } from '../../shared/auth/session';
import { StartupScreen } from '../settings/StartupScreen';
import { t } from './texts';
import { payloadText } from '../../shared/graphql/requestOutcome';

export function AuthGate({ children }: { children: ReactNode }) {
  const message = useToast();
  const [user, setUser] = useState<StoredUser | null>(() => sessionStore.getUser());
  const [ordersCount, setOrdersCount] = useState(0);
  const [ready, setReady] = useState(false);
  const [loadUser] = useLazyQuery(LoggedInUserDocument, { fetchPolicy: 'network-only' });
  const started = useRef(false);

  const signOut = useCallback(() => {
    sessionStore.clear();
    setUser(null);
    setOrdersCount(0);
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = sessionStore.getUser();
    const { token } = sessionStore.getTokens();
    if (!stored) {
      setReady(true);
      return;
    }
    if (!token) {
      signOut();
      void message.warning(t('app.auth.reLogin'));
      setReady(true);
      return;
    }
    loadUser()
      .then(({ data, error }) => {
        const result = data?.getLoggedInUser;
        const problem = payloadText(result?.error) ?? error?.message;
        if (problem || !result?.user?._id) {
          void message.error(problem ?? t('app.auth.reLogin'));
          signOut();
          return;
        }
        if (result.user.status !== 'enabled') {
          void message.error(t('app.auth.accountStatus', { status: result.user.status ?? t('app.auth.notEnabled') }));
          signOut();
          return;
        }
        const fresh: StoredUser = { ...result.user, _id: result.user._id };
        sessionStore.setUser(fresh);
        setUser(fresh);
        setOrdersCount(result.ordersCount ?? 0);
      })
      .catch(() => {
        // The server could not be asked: keep the stored session and let the pages retry.
      })
      .finally(() => setReady(true));
  }, [loadUser, message, signOut]);

  const signIn = useCallback((next: StoredUser, token: string, refreshToken: string | null) => {
    sessionStore.setTokens(token, refreshToken);
    sessionStore.setUser(next);
    setUser(next);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, ordersCount, signIn, signOut, setOrdersCount }),
    [user, ordersCount, signIn, signOut],
  );

  if (!ready) return <StartupScreen />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
