import { describe, expect, it } from 'vitest';
import { applyMask, caretAfterFormatting, formatPhone, maskDigits, PHONE_MASK } from './mask';
import { stripPhoneMask } from './rules';

const fmt = (text: string) => applyMask(PHONE_MASK, maskDigits(PHONE_MASK, text));

describe('phone mask 0999 999-99-99', () => {
  it('formats typed digits with or without the leading 0', () => {
    expect(fmt('3001234567')).toBe('0300 123-45-67');
    expect(fmt('03001234567')).toBe('0300 123-45-67');
    expect(fmt('3')).toBe('03');
    expect(fmt('03001')).toBe('0300 1');
    expect(fmt('')).toBe('');
  });

  it('drops extra digits and non-digits', () => {
    expect(fmt('0300-123-45-67-89')).toBe('0300 123-45-67');
    expect(fmt('abc')).toBe('');
  });

  it('accepts a pasted international number', () => {
    expect(fmt('+92 300 1234567')).toBe('0300 123-45-67');
    expect(fmt('00923001234567')).toBe('0300 123-45-67');
    expect(formatPhone('+923001234567')).toBe('0300 123-45-67');
    expect(formatPhone(null)).toBe('');
  });

  it('strips back to the 11 digits the server takes', () => {
    expect(stripPhoneMask(fmt('3001234567'))).toBe('03001234567');
    expect(stripPhoneMask('0300 12_-__-__')).toBe('030012');
  });

  it('keeps the caret after the digit just typed', () => {
    expect(caretAfterFormatting(PHONE_MASK, '3', 1)).toBe(2);
    // '9' typed in the middle of '0300 123-4'
    expect(caretAfterFormatting(PHONE_MASK, '0300 1923-4', 7)).toBe(7);
    expect(fmt('0300 1923-4')).toBe('0300 192-34');
  });
});
