// The signed-in session kept in localStorage: the two tokens and the user they belong to.
export interface StoredUser {
  _id: string;
  fname?: string | null;
  lname?: string | null;
  email?: string | null;
  phone?: string | null;
  phone_confirmed?: number | null;
  status?: string | null;
}

export interface Tokens {
  token: string | null;
  refreshToken: string | null;
}

const KEYS = { token: 'token', refreshToken: 'refresh-token', user: 'user' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null || value === '') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lives only as long as the page.
  }
}

export const sessionStore = {
  getTokens(): Tokens {
    return { token: read(KEYS.token), refreshToken: read(KEYS.refreshToken) };
  },

  /** Saves tokens; returns true when the access token changed (the websocket must reconnect). */
  setTokens(token: string | null, refreshToken: string | null): boolean {
    const changed = read(KEYS.token) !== token;
    write(KEYS.token, token);
    if (refreshToken !== null) write(KEYS.refreshToken, refreshToken);
    if (changed) listeners.forEach((l) => l());
    return changed;
  },

  getUser(): StoredUser | null {
    const raw = read(KEYS.user);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && typeof (parsed as StoredUser)._id === 'string') {
        return parsed as StoredUser;
      }
    } catch {
      // A damaged entry counts as no user.
    }
    return null;
  },

  setUser(user: StoredUser | null): void {
    write(KEYS.user, user ? JSON.stringify(user) : null);
    listeners.forEach((l) => l());
  },

  clear(): void {
    write(KEYS.token, null);
    write(KEYS.refreshToken, null);
    write(KEYS.user, null);
    listeners.forEach((l) => l());
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The headers every GraphQL request carries (only those we have values for). */
export function authHeaders(tokens: Tokens): Record<string, string> {
  const headers: Record<string, string> = {};
  if (tokens.token) {
    headers.token = tokens.token;
    headers.Authorization = `Bearer ${tokens.token}`;
  }
  if (tokens.refreshToken) headers['refresh-token'] = tokens.refreshToken;
  return headers;
}
