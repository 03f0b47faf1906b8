// What the registration hands to the verification step: the new user and the auto-login
// credentials (spec §4: verification, then automatic sign-in with autoLoginInfo).
import type { StoredUser } from '../../../shared/auth/sessionStore';

export interface AutoLogin {
  username: string;
  pwd: string;
}

export interface Registration {
  user: StoredUser;
  login: AutoLogin;
}

/** autoLoginInfo is JSON text {"username", "pwd"}; anything else is null. */
export function parseAutoLogin(text: string | null | undefined): AutoLogin | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const { username, pwd } = parsed as Record<string, unknown>;
      if (typeof username === 'string' && typeof pwd === 'string') return { username, pwd };
    }
  } catch {
    // not JSON
  }
  return null;
}
