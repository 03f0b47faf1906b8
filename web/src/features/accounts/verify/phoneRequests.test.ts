import { describe, expect, it } from 'vitest';
import { changePhoneResult, resendResult, verifyResult } from './phoneRequests';

const empty = (answered: boolean) => ({ kind: 'empty', answered }) as const;

describe('the phone requests read into messages', () => {
  it("verify: confirmed is done; unconfirmed or an empty result is the row's 'Invalid response'", () => {
    expect(verifyResult({ kind: 'ok', value: { phone: '03001234567', phone_confirmed: 1 } }, 'u1')).toEqual({
      ok: true,
      user: { _id: 'u1', phone: '03001234567', phone_confirmed: 1 },
    });
    expect(verifyResult({ kind: 'ok', value: { phone_confirmed: 0 } }, 'u1')).toEqual({
      ok: false,
      message: 'Invalid response',
    });
    expect(verifyResult(empty(true), 'u1')).toEqual({ ok: false, message: 'Invalid response' });
    expect(verifyResult(empty(false), 'u1')).toEqual({ ok: false, message: 'Empty response!' });
    expect(verifyResult({ kind: 'network' }, 'u1')).toEqual({ ok: false, message: 'Request ERROR' });
    expect(verifyResult({ kind: 'server-error', message: 'Invalid verification code', code: 'X' }, 'u1')).toEqual({
      ok: false,
      message: 'Invalid verification code',
    });
  });

  it('resend: the same, keeping the error code for the countdown', () => {
    expect(resendResult({ kind: 'ok', value: { phone_confirmed: 0 } }, 'u1')).toEqual({
      ok: true,
      user: { _id: 'u1', phone_confirmed: 0 },
    });
    expect(resendResult({ kind: 'server-error', message: 'Wait', code: 'TOO_SOON' }, 'u1')).toEqual({
      ok: false,
      message: 'Wait',
      code: 'TOO_SOON',
    });
    expect(resendResult(empty(true), 'u1')).toEqual({ ok: false, message: 'Invalid response' });
    expect(resendResult(empty(false), 'u1')).toEqual({ ok: false, message: 'Empty response!' });
    expect(resendResult({ kind: 'network' }, 'u1')).toEqual({ ok: false, message: 'Request ERROR' });
  });

  it("phone update: the server's words, the empty-answer messages, else 'Unable to update Phone number at the moment'", () => {
    expect(changePhoneResult({ kind: 'ok', value: { phone: '03001112222' } }, 'u1')).toEqual({
      ok: true,
      user: { _id: 'u1', phone: '03001112222' },
    });
    expect(changePhoneResult({ kind: 'server-error', message: 'Number taken' }, 'u1')).toEqual({
      ok: false,
      message: 'Number taken',
    });
    expect(changePhoneResult(empty(false), 'u1')).toEqual({ ok: false, message: 'Empty response!' });
    expect(changePhoneResult(empty(true), 'u1')).toEqual({ ok: false, message: 'No response Data available' });
    expect(changePhoneResult({ kind: 'network' }, 'u1')).toEqual({
      ok: false,
      message: 'Unable to update Phone number at the moment',
    });
  });
});
