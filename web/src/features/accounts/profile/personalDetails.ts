// Personal Details (spec/accounts.md §2, §5, §7): the form's constants and the pure steps between
// the stored user and the editUser input.
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../shared/format/dates';
import { formatPhone } from '../../../shared/forms/mask';
import { stripPhoneMask } from '../../../shared/forms/rules';
import type { EditUserInput } from '../../../gql/types';
import { t } from './texts';

export const PROFILE_PHONE_MASK = '(0999) 999-99-99';
export const PROFILE_PHONE_PLACEHOLDER = '(03XX) XXX XX XX';
export const DOB_FORMAT = 'DD-MM-YYYY';
export const PROFILE_NAME_MIN = 3;

/** The fixed gender list (the registration form's labels). */
export const GENDERS = [
  { value: 'male', label: t('accounts.profile.mr') },
  { value: 'female', label: t('accounts.profile.miss') },
] as const;

export const PROFILE_MESSAGES = {
  phoneWarning: t('accounts.profile.phoneWarning'),
  updated: t('accounts.profile.updated'),
  invalidResponse: t('accounts.profile.invalidResponse'),
  queryError: t('accounts.profile.queryError'),
} as const;

export interface PersonalDetailsValues {
  fname?: string;
  lname?: string;
  dob?: Dayjs | null;
  gender?: string;
  phone?: string;
}

interface StoredProfile {
  fname?: string | null;
  lname?: string | null;
  dob?: string | null;
  gender?: string | null;
  phone?: string | null;
}

/** The calendar date of a stored dob (an instant at midnight UTC), as a local date for the picker. */
export function dobFromServer(dob: string | null | undefined): Dayjs | null {
  if (!dob) return null;
  const utc = dayjs.utc(dob);
  return utc.isValid() ? dayjs(utc.format('YYYY-MM-DD'), 'YYYY-MM-DD') : null;
}

/** The picked date as a date-time at midnight UTC. */
export function dobToServer(dob: Dayjs | null | undefined): string | null {
  return dob && dob.isValid() ? `${dob.format('YYYY-MM-DD')}T00:00:00.000Z` : null;
}

/** The phone as the server takes it: the mask's digits, +92 removed, trimmed. */
export function phoneForServer(masked: string | undefined): string {
  return stripPhoneMask(masked).replace(/^\+92/, '').trim();
}

export function phoneChanged(stored: string | null | undefined, masked: string | undefined): boolean {
  return phoneForServer(formatPhone(stored, PROFILE_PHONE_MASK)) !== phoneForServer(masked);
}

export function initialValues(user: StoredProfile): PersonalDetailsValues {
  return {
    fname: user.fname ?? '',
    lname: user.lname ?? '',
    dob: dobFromServer(user.dob),
    gender: GENDERS.some((g) => g.value === user.gender) ? (user.gender as string) : undefined,
    phone: formatPhone(user.phone, PROFILE_PHONE_MASK),
  };
}

export function editUserInput(id: string, values: PersonalDetailsValues, hash: string): EditUserInput {
  return {
    _id: id,
    fname: values.fname?.trim() ?? '',
    lname: values.lname?.trim() ?? '',
    gender: values.gender ?? '',
    dob: dobToServer(values.dob),
    phone: phoneForServer(values.phone),
    hash,
  };
}
