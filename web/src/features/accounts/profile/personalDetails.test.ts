import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../shared/format/dates';
import { formatPhone } from '../../../shared/forms/mask';
import {
  dobFromServer,
  dobToServer,
  editUserInput,
  initialValues,
  phoneChanged,
  phoneForServer,
  PROFILE_PHONE_MASK,
} from './personalDetails';

describe('personal details', () => {
  it('sends the date of birth as a date-time at midnight UTC', () => {
    expect(dobToServer(dayjs('15-08-1990', 'DD-MM-YYYY'))).toBe('1990-08-15T00:00:00.000Z');
    expect(dobToServer(null)).toBeNull();
  });

  it('shows a stored date of birth on its own calendar day', () => {
    expect(dobFromServer('1990-08-15T00:00:00.000Z')?.format('DD-MM-YYYY')).toBe('15-08-1990');
    expect(dobFromServer(null)).toBeNull();
    expect(dobFromServer('not a date')).toBeNull();
  });

  it('masks the phone as (0999) 999-99-99 and sends its 11 digits', () => {
    expect(formatPhone('03001234567', PROFILE_PHONE_MASK)).toBe('(0300) 123-45-67');
    expect(formatPhone('+923001234567', PROFILE_PHONE_MASK)).toBe('(0300) 123-45-67');
    expect(phoneForServer('(0300) 123-45-67')).toBe('03001234567');
    expect(phoneForServer('+92 300 1234567')).toBe('3001234567');
  });

  it('notices a changed phone number', () => {
    expect(phoneChanged('03001234567', '(0300) 123-45-67')).toBe(false);
    expect(phoneChanged('03001234567', '(0300) 123-45-68')).toBe(true);
    expect(phoneChanged('03001234567', '(0300) 123-45-6')).toBe(true);
  });

  it('builds the editUser input from the form', () => {
    const user = { fname: 'Ali', lname: 'Raza', dob: '1990-08-15T00:00:00.000Z', gender: 'male', phone: '03001234567' };
    const values = initialValues(user);
    expect(values.phone).toBe('(0300) 123-45-67');
    expect(editUserInput('u1', { ...values, fname: ' Alia ', gender: 'female' }, 'Tabc')).toEqual({
      _id: 'u1',
      fname: 'Alia',
      lname: 'Raza',
      gender: 'female',
      dob: '1990-08-15T00:00:00.000Z',
      phone: '03001234567',
      hash: 'Tabc',
    });
    expect(initialValues({ gender: 'other' }).gender).toBeUndefined();
  });
});
