// PUT /api/user/login (spec §7): the REST sign-in, and the spec's reading of its answer (§4, §8).
import type { StoredUser } from '../../../shared/auth/sessionStore';
import { t } from './texts';
import { serverText } from '../../../shared/graphql/requestOutcome';

export const LOGIN_PATH = '/api/user/login';

export const LOGIN_MESSAGES = {
  failed: t('accounts.signin.failed'),
  notLoggedIn: t('accounts.signin.notLoggedIn'),
  network: t('accounts.signin.network'),
} as const;

export type LoginOutcome =
  { ok: true; user: StoredUser; token: string; refreshToken: string | null } | { ok: false; message: string };

interface LoginBody {
  status?: string;
  TokenData?: { token?: string; refreshToken?: string } | null;
  LoggedUser?: { user?: StoredUser | null } | null;
  error?: { message?: string | null; code?: string | null; textCode?: string | null } | null;
}

/** The spec's rules: 'LoggedIn' succeeds, 'LoginFailed' is 'Login fail', anything else the server's message or 'User not logged in'. */
export function readLoginBody(body: unknown): LoginOutcome {
  if (!body || typeof body !== 'object') return { ok: false, message: LOGIN_MESSAGES.notLoggedIn };
  // The server answers with the result itself; an axios-style { data: … } wrapper is read too.
  const outer = body as LoginBody & { data?: LoginBody };
  const result: LoginBody = outer.status === undefined && outer.data ? outer.data : outer;
  if (result.status === 'LoggedIn') {
    const token = result.TokenData?.token;
    const user = result.LoggedUser?.user;
    if (token && user && typeof user._id === 'string') {
      return { ok: true, user, token, refreshToken: result.TokenData?.refreshToken ?? null };
    }
    return { ok: false, message: LOGIN_MESSAGES.notLoggedIn };
  }
  if (result.status === 'LoginFailed') return { ok: false, message: LOGIN_MESSAGES.failed };
  const said = result.error?.message;
  return { ok: false, message: said ? serverText(result.error, said) : LOGIN_MESSAGES.notLoggedIn };
}

/** Signs in with e-mail (username) and password; never throws. */
export async function loginRequest(
  username: string,
  pwd: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(LOGIN_PATH, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username, pwd, app: 'client' }),
    });
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.network };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page or an empty answer: the server was not really reached.
    return { ok: false, message: LOGIN_MESSAGES.network };
  }
  return readLoginBody(body);
}
