import { describe, expect, it } from 'vitest';
import { parseAutoLogin, registrationProblem } from './registration';

describe('the registration answer', () => {
  it('is fine when the new user came back', () => {
    expect(registrationProblem({ kind: 'ok', value: { user: { _id: 'u1' } } })).toBeNull();
  });

  it("says the server's words, 'Request Failed!', 'Empty response!' or 'No response Data available'", () => {
    expect(registrationProblem({ kind: 'server-error', message: 'Email already registered' })).toBe(
      'Email already registered',
    );
    expect(registrationProblem({ kind: 'network' })).toBe('Request Failed!');
    expect(registrationProblem({ kind: 'empty', answered: false })).toBe('Empty response!');
    expect(registrationProblem({ kind: 'empty', answered: true })).toBe('No response Data available');
    expect(registrationProblem({ kind: 'ok', value: { user: null } })).toBe('No response Data available');
    expect(registrationProblem({ kind: 'ok', value: { user: { _id: null } } })).toBe('No response Data available');
  });

  it('reads autoLoginInfo', () => {
    expect(parseAutoLogin('{"username":"a@b.pk","pwd":"secret12"}')).toEqual({ username: 'a@b.pk', pwd: 'secret12' });
    expect(parseAutoLogin('nope')).toBeNull();
  });
});
