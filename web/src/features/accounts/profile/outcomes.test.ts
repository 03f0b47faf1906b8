import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { i18n } from '@lingui/core';
import { LOCALE } from '../../../shared/i18n/language';
import { editUserOutcome, passwordOutcome } from './outcomes';

describe('password change answers', () => {
  it("is done when the server returns the user id, saying the server's success or 'Password updated'", () => {
    expect(passwordOutcome({ data: { updateUserPassword: { _id: 'u1', error: null } } })).toEqual({
      ok: true,
      value: 'Password updated',
    });
    const success = { message: 'Password updated (server)', textCode: 'PASSWORD_UPDATED' };
    expect(passwordOutcome({ data: { updateUserPassword: { _id: 'u1', error: null, success } } })).toEqual({
      ok: true,
      value: 'Password updated (server)',
    });
    i18n.load(LOCALE, { 'server.PASSWORD_UPDATED': ['Password changed (translated)'] });
    expect(passwordOutcome({ data: { updateUserPassword: { _id: 'u1', error: null, success } } })).toEqual({
      ok: true,
      value: 'Password changed (translated)',
    });
  });

  it("shows the server's message, or 'Invalid response' when the answer is empty", () => {
    expect(
      passwordOutcome({ data: { updateUserPassword: { _id: null, error: { message: 'Old password is wrong' } } } }),
    ).toEqual({
      ok: false,
      message: 'Old password is wrong',
    });
    expect(passwordOutcome({ data: { updateUserPassword: null } })).toEqual({ ok: false, message: 'Invalid response' });
    expect(passwordOutcome({ data: { updateUserPassword: { _id: null, error: null } } })).toEqual({
      ok: false,
      message: 'Invalid response',
    });
  });

  it("says 'Unable to update!' when the request fails", () => {
    expect(passwordOutcome({ error: new Error('Failed to fetch') })).toEqual({
      ok: false,
      message: 'Unable to update!',
    });
    const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Authentication required' }] });
    expect(passwordOutcome({ error: graphqlError })).toEqual({ ok: false, message: 'Authentication required' });
  });
});

describe('profile update answers', () => {
  it('returns the updated user', () => {
    const user = { _id: 'u1', fname: 'Ali', error: null };
    expect(editUserOutcome({ data: { editUser: user } })).toEqual({ ok: true, value: user });
  });

  it("shows the server's message, 'Invalid response!' or 'Query Error'", () => {
    expect(editUserOutcome({ data: { editUser: { error: { message: 'Should be atleast 3 charactors' } } } })).toEqual({
      ok: false,
      message: 'Should be atleast 3 charactors',
    });
    expect(editUserOutcome({ data: { editUser: null } })).toEqual({ ok: false, message: 'Invalid response!' });
    expect(editUserOutcome({ error: new Error('Failed to fetch') })).toEqual({ ok: false, message: 'Query Error' });
  });
});
