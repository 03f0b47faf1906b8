// Reads refreshed tokens from the response headers `token` and `refresh-token` and saves them.
import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { sessionStore } from '../../shared/auth/sessionStore';

export function readTokenHeaders(headers: Headers | undefined): { token: string; refreshToken: string | null } | null {
  const token = headers?.get('token');
  if (!token) return null;
  return { token, refreshToken: headers?.get('refresh-token') ?? null };
}

export function createTokenRefreshLink(onTokenChanged: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(() => {
        const response = operation.getContext().response as Response | undefined;
        const fresh = readTokenHeaders(response?.headers);
        if (fresh && sessionStore.setTokens(fresh.token, fresh.refreshToken)) onTokenChanged();
      }),
    ),
  );
}
