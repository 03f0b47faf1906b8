// The address form's rules and messages (spec/accounts.md §5).
import type { Rule } from 'antd/es/form';
import { minLength, required } from '../../../shared/forms/rules';

export const ADDRESS_MESSAGES = {
  outOfArea: 'Sorry! You are out of service area',
  blockedOutOfArea: 'Sorry you are out of service area!',
  unconfirmed: 'Please confirm your location on the map!',
  pickLabel: 'Please select an option from below!',
  centerNotFound: 'Center not found!',
  unexpected: 'Unexpected error!',
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
