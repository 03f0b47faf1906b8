import { describe, expect, it, vi } from 'vitest';
import { LOGIN_PATH, loginRequest, readLoginBody } from './loginRequest';

const user = { _id: 'u1', fname: 'Ayesha', email: 'ayesha@example.pk', phone_confirmed: 1, status: 'enabled' };
const signedIn = {
  status: 'LoggedIn',
  TokenData: { token: 'access', refreshToken: 'refresh', expiresAt: 'x', refreshExpiresAt: 'y' },
  LoggedUser: { user },
  error: null,
};

describe('login statuses (spec §4, §8)', () => {
  it("'LoggedIn' gives the user and both tokens", () => {
    expect(readLoginBody(signedIn)).toEqual({ ok: true, user, token: 'access', refreshToken: 'refresh' });
    // an axios-style wrapper reads the same
    expect(readLoginBody({ data: signedIn })).toMatchObject({ ok: true, token: 'access' });
  });

  it("'LoginFailed' is 'Login fail', whatever the server's message", () => {
    expect(readLoginBody({ status: 'LoginFailed', error: { message: 'Something else' } })).toEqual({
      ok: false,
      message: 'Login fail',
    });
  });

  it("another status shows the server's message, or 'User not logged in'", () => {
    expect(readLoginBody({ status: 'NotEnabled', error: { message: 'Your account is suspended' } })).toEqual({
      ok: false,
      message: 'Your account is suspended',
    });
    expect(readLoginBody({ status: 'Weird' })).toEqual({ ok: false, message: 'User not logged in' });
    expect(readLoginBody(null)).toEqual({ ok: false, message: 'User not logged in' });
    // LoggedIn without a token cannot sign anybody in
    expect(readLoginBody({ ...signedIn, TokenData: null })).toEqual({ ok: false, message: 'User not logged in' });
  });

  it("PUTs {username, pwd, app:'client'} and reads a 429 answer", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 'TooManyAttempts',
            error: { message: 'Too many sign-in attempts. Please try again later.' },
          }),
          {
            status: 429,
            headers: { 'Retry-After': '60' },
          },
        ),
    );
    const outcome = await loginRequest('a@b.pk', 'secret', fetchMock as unknown as typeof fetch);
    expect(outcome).toEqual({ ok: false, message: 'Too many sign-in attempts. Please try again later.' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(LOGIN_PATH);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'a@b.pk', pwd: 'secret', app: 'client' });
  });

  it("a network failure is 'Netowrk Error' (spelt so)", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loginRequest('a@b.pk', 'secret', failing as unknown as typeof fetch)).toEqual({
      ok: false,
      message: 'Netowrk Error',
    });
    const html = vi.fn(async () => new Response('<html>502</html>', { status: 502 }));
    expect(await loginRequest('a@b.pk', 'secret', html as unknown as typeof fetch)).toEqual({
      ok: false,
      message: 'Netowrk Error',
    });
  });
});
