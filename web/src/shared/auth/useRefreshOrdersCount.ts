// The header's 'Your Orders' shows while ordersCount > 0. The count comes from getLoggedInUser, which
// the auth gate asks only at start, so it is asked again after a sign-in (the pop-up, the page, the
// registration's automatic sign-in) and after an order is placed: no reload needed.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { LoggedInUserDocument } from './loggedInUser.generated';
import { useAuth } from './session';

/** Resolves once the count is refreshed; on any failure the count shown stays as it is. */
export function useRefreshOrdersCount(): () => Promise<void> {
  const client = useApolloClient();
  const { setOrdersCount } = useAuth();
  return useCallback(async () => {
    try {
      const { data } = await client.query({ query: LoggedInUserDocument, fetchPolicy: 'network-only' });
      const result = data?.getLoggedInUser;
      if (result && !result.error && typeof result.ordersCount === 'number') setOrdersCount(result.ordersCount);
    } catch {
      // Not reachable now: the next start asks again.
    }
  }, [client, setOrdersCount]);
}
