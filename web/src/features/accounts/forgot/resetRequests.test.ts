import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { LOCALE } from '../../../shared/i18n/language';
import { toResetResult } from './resetRequests';

describe('the password reset answers', () => {
  it('success carries its message', () => {
    expect(toResetResult({ kind: 'ok', value: { success: { message: 'Code sent' } } })).toEqual({
      ok: true,
      message: 'Code sent',
    });
    expect(toResetResult({ kind: 'ok', value: {} })).toEqual({ ok: true, message: null });
  });

  it('success is translated by its textCode when the catalogue has it', () => {
    i18n.load(LOCALE, { 'server.RESET_CODE_VERIFIED': ['Code checked (translated)'] });
    const success = { message: 'Code verified', textCode: 'RESET_CODE_VERIFIED' };
    expect(toResetResult({ kind: 'ok', value: { success } })).toEqual({
      ok: true,
      message: 'Code checked (translated)',
    });
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
