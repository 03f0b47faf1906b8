// The shared validation rules of spec/accounts.md §5, as Ant Design form rules, with the
// spec's messages exactly as written (typos included).
import type { Rule } from 'antd/es/form';
import { t } from './texts';

export const messages = {
  required: t('shared.forms.required'),
  number: t('shared.forms.number'),
  min: (n: number) => t('shared.forms.min', { n }),
  max: (n: number) => t('shared.forms.max', { n }),
  minLength: (n: number) => t('shared.forms.minLength', { n }),
  maxLength: (n: number) => t('shared.forms.maxLength', { n }),
  noSpaces: t('shared.forms.noSpaces'),
  email: t('shared.forms.email'),
  invalidSubmit: t('shared.forms.invalidSubmit'),
  passwordMismatch: t('shared.forms.passwordMismatch'),
} as const;

/** Required; the number zero counts as filled. */
export const required: Rule = {
  validator: (_, value: unknown) =>
    value === 0 || (value !== undefined && value !== null && value !== '' && value !== false)
      ? Promise.resolve()
      : Promise.reject(new Error(messages.required)),
};

/** A required checkbox (terms): only `true` counts. */
export const requiredChecked: Rule = {
  validator: (_, value: unknown) => (value === true ? Promise.resolve() : Promise.reject(new Error(messages.required))),
};

export const email: Rule = { type: 'email', message: messages.email };

export const minLength = (n: number): Rule => ({ min: n, message: messages.minLength(n) });
export const maxLength = (n: number): Rule => ({ max: n, message: messages.maxLength(n) });

export const noSpaces: Rule = { pattern: /^\S*$/, message: messages.noSpaces };

export const isNumber: Rule = {
  validator: (_, value: unknown) =>
    value === undefined || value === '' || !Number.isNaN(Number(value))
      ? Promise.resolve()
      : Promise.reject(new Error(messages.number)),
};

/** The phone with the mask's placeholders, brackets, dashes and spaces removed. */
export function stripPhoneMask(masked: string | undefined | null): string {
  return (masked ?? '').replace(/[_()\-\s]/g, '');
}

/** Exactly 11 characters once the mask is removed (spec §5). */
export const phoneLength: Rule = {
  validator: (_, value: string | undefined) => {
    const digits = stripPhoneMask(value);
    if (!digits) return Promise.resolve(); // `required` reports the empty case
    return digits.length === 11 ? Promise.resolve() : Promise.reject(new Error(messages.minLength(11)));
  },
};

/** The confirmation must equal the field `other` of the same form. */
export function sameAs(other: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value: unknown) =>
      !value || value === getFieldValue(other)
        ? Promise.resolve()
        : Promise.reject(new Error(messages.passwordMismatch)),
  });
}
