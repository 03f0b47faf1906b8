// The address form's rules and messages (spec/accounts.md §5).
import type { Rule } from 'antd/es/form';
import { minLength, required } from '../../../shared/forms/rules';
import { t } from './texts';

export const ADDRESS_MESSAGES = {
  outOfArea: t('accounts.address.outOfArea'),
  blockedOutOfArea: t('accounts.address.blockedOutOfArea'),
  unconfirmed: t('accounts.address.unconfirmed'),
  pickLabel: t('accounts.address.pickLabel'),
  centerNotFound: t('accounts.address.centerNotFound'),
  unexpected: t('accounts.address.unexpected'),
} as const;

export const FULL_ADDRESS_MIN = 10;

export const fullAddressRules: Rule[] = [required, minLength(FULL_ADDRESS_MIN)];
export const labelRules: Rule[] = [{ required: true, message: ADDRESS_MESSAGES.pickLabel }];

/** Why the form may not be sent yet, or null when it may (spec: out of area first, then unconfirmed). */
export function submitBlocker(state: { inside: boolean; confirmed: boolean }): string | null {
  if (!state.inside) return ADDRESS_MESSAGES.blockedOutOfArea;
  if (!state.confirmed) return ADDRESS_MESSAGES.unconfirmed;
  return null;
}
