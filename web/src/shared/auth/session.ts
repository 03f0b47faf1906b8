// The signed-in session as every layer reads it; app/auth/AuthGate provides it.
import { createContext, useContext } from 'react';
import type { StoredUser } from './sessionStore';

export interface AuthState {
  /** The signed-in customer, or null for a visitor. */
  user: StoredUser | null;
  ordersCount: number;
  /** Saves a new session (tokens and user) after sign-in. */
  signIn: (user: StoredUser, token: string, refreshToken: string | null) => void;
  /** Forgets the session locally; the accounts feature adds the server logout and cart flush. */
  signOut: () => void;
  setOrdersCount: (count: number) => void;
}

export const AuthContext = createContext<AuthState>({
  user: null,
  ordersCount: 0,
  signIn: () => undefined,
  signOut: () => undefined,
  setOrdersCount: () => undefined,
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
