// Digit masks such as '0999 999-99-99': '9' is a digit slot, every other character is a literal.
// Pure functions, so the masked input and its tests share them.

export const PHONE_MASK = '0999 999-99-99';

function isDigit(ch: string | undefined): ch is string {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/** The digits a user means, also from a pasted '+92 300 1234567' or '0092…' (the mask starts with the trunk 0). */
export function maskDigits(mask: string, text: string): string {
  let digits = text.replace(/\D/g, '');
  if (/^\D*0/.test(mask)) {
    if (text.trim().startsWith('+92')) digits = `0${digits.slice(2)}`;
    else if (digits.startsWith('0092')) digits = `0${digits.slice(4)}`;
  }
  return digits;
}

/**
 * Places `digits` into the mask. A digit literal of the mask (the leading 0) is written by the mask
 * and also consumes a typed digit equal to it, so both '3001234567' and '03001234567' fit.
 * Literals after the last placed digit are left out, so deleting never gets stuck on a dash.
 */
export function applyMask(mask: string, digits: string): string {
  if (!digits) return '';
  let out = '';
  let i = 0;
  for (let m = 0; m < mask.length; m++) {
    const slot = mask[m];
    if (slot === '9') {
      const next = digits[i];
      if (!isDigit(next)) break;
      out += next;
      i++;
    } else {
      // Literals are written only while there is more to come (a leading literal always is).
      if (i >= digits.length && m > 0) break;
      out += slot;
      if (isDigit(slot) && digits[i] === slot) i++;
    }
  }
  return out;
}

/** Where the caret goes after formatting: just after the formatted form of what preceded it. */
export function caretAfterFormatting(mask: string, raw: string, caret: number): number {
  return applyMask(mask, maskDigits(mask, raw.slice(0, caret))).length;
}

/** Formats a stored phone ('03001234567' or '+923001234567') for a masked field. */
export function formatPhone(phone: string | null | undefined, mask: string = PHONE_MASK): string {
  if (!phone) return '';
  return applyMask(mask, maskDigits(mask, phone));
}
