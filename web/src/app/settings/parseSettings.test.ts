import { describe, expect, it } from 'vitest';
import { isSuspended, parseSettings, SettingsParseError } from './parseSettings';

describe('parseSettings', () => {
  it('fills the spec defaults for missing values', () => {
    const s = parseSettings('{}');
    expect(s.currency).toBe('RS');
    expect(s.min_order_amount).toBe(0);
    expect(s.max_order_amount).toBe(0);
    expect(s.deliveryCharges).toBe(0);
  });

  it('keeps the server values, numbers given as text included', () => {
    const s = parseSettings(JSON.stringify({ currency: 'PKR', min_order_amount: '750', footer_text: 'hi' }));
    expect(s.currency).toBe('PKR');
    expect(s.min_order_amount).toBe(750);
    expect(s.footer_text).toBe('hi');
  });

  it("is suspended only when suspend_app is the text 'true'", () => {
    expect(isSuspended(parseSettings('{"suspend_app":"true"}'))).toBe(true);
    expect(isSuspended(parseSettings('{"suspend_app":true}'))).toBe(true);
    expect(isSuspended(parseSettings('{"suspend_app":"false"}'))).toBe(false);
    expect(isSuspended(parseSettings('{}'))).toBe(false);
  });

  it('rejects text that is not a JSON object', () => {
    expect(() => parseSettings('oops')).toThrow(SettingsParseError);
    expect(() => parseSettings('[1]')).toThrow(SettingsParseError);
    expect(() => parseSettings(null)).toThrow(SettingsParseError);
  });
});
