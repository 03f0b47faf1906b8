import { describe, expect, it } from 'vitest';
import { toResetResult } from './resetRequests';

describe('the password reset answers', () => {
  it('success carries its message', () => {
    expect(toResetResult({ kind: 'ok', value: { success: { message: 'Code sent' } } })).toEqual({
      ok: true,
      message: 'Code sent',
    });
    expect(toResetResult({ kind: 'ok', value: {} })).toEqual({ ok: true, message: null });
  });

  it("failures: the server's words, 'Empty response!', 'No response Data available', 'Unable to process your request!'", () => {
    expect(toResetResult({ kind: 'server-error', message: 'Invalid or expired code' })).toEqual({
      ok: false,
      message: 'Invalid or expired code',
    });
    expect(toResetResult({ kind: 'empty', answered: false })).toEqual({ ok: false, message: 'Empty response!' });
    expect(toResetResult({ kind: 'empty', answered: true })).toEqual({
      ok: false,
      message: 'No response Data available',
    });
    expect(toResetResult({ kind: 'network' })).toEqual({ ok: false, message: 'Unable to process your request!' });
  });
});
