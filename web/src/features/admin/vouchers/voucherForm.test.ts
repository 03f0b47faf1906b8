import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../shared/format/dates';
import {
  EMPTY_VOUCHER,
  formValuesOf,
  instantOf,
  pickerValueOf,
  usesText,
  voucherFieldOf,
  voucherInput,
} from './voucherForm';
import type { StaffVoucherFieldsFragment } from '../operations.generated';

const VOUCHER: StaffVoucherFieldsFragment = {
  _id: 'v1',
  code: 'EID-50',
  title: 'Eid offer',
  details: null,
  discount_type: '%',
  amount: 10,
  // 2026-12-02 00:00 and 2026-12-10 18:00 in Karachi (UTC+5).
  activation_date: '2026-12-01T19:00:00.000Z',
  deactivation_date: '2026-12-10T13:00:00.000Z',
  min_order_amount: 0,
  limit_usage: 100,
  limit_one_per_customer: true,
  enabled: false,
  used: 7,
  version: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  error: null,
};

describe('the voucher window in Karachi time', () => {
  it("shows an instant on the pickers as the shop's clock reads it", () => {
    expect(pickerValueOf('2026-12-01T19:00:00.000Z')?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 00:00');
    expect(pickerValueOf('2026-12-10T13:00:00.000Z')?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-10 18:00');
    expect(pickerValueOf(null)).toBeNull();
    expect(pickerValueOf('not a date')).toBeNull();
  });

  it("reads a picked date-time as the shop's time and sends the ISO UTC instant", () => {
    expect(instantOf(dayjs('2026-12-10 18:00', 'YYYY-MM-DD HH:mm'))).toBe('2026-12-10T13:00:00.000Z');
    expect(instantOf(dayjs('2027-01-01 03:30', 'YYYY-MM-DD HH:mm'))).toBe('2026-12-31T22:30:00.000Z');
    expect(instantOf(null)).toBeNull();
  });

  it('goes there and back unchanged', () => {
    for (const iso of ['2026-12-01T19:00:00.000Z', '2026-06-30T23:45:00.000Z']) {
      expect(instantOf(pickerValueOf(iso))).toBe(iso);
    }
  });
});

describe('the voucher form and its input', () => {
  it('fills the form from a voucher and sends every field back with the version it loaded', () => {
    const values = formValuesOf(VOUCHER);
    expect(values).toMatchObject({
      code: 'EID-50',
      discount_type: '%',
      amount: 10,
      min_order_amount: null,
      enabled: false,
    });
    expect(voucherInput(values, VOUCHER)).toEqual({
      _id: 'v1',
      version: 4,
      code: 'EID-50',
      title: 'Eid offer',
      details: '',
      discount_type: '%',
      amount: 10,
      activation_date: '2026-12-01T19:00:00.000Z',
      deactivation_date: '2026-12-10T13:00:00.000Z',
      min_order_amount: 0,
      limit_usage: 100,
      limit_one_per_customer: true,
      enabled: false,
    });
  });

  it('makes a new voucher: code trimmed and upper case, no window, no id or version', () => {
    const input = voucherInput(
      { ...EMPTY_VOUCHER, code: ' welcome-5 ', title: ' Welcome ', amount: 50, min_order_amount: 300 },
      null,
    );
    expect(input).toEqual({
      code: 'WELCOME-5',
      title: 'Welcome',
      details: '',
      discount_type: 'fix',
      amount: 50,
      activation_date: null,
      deactivation_date: null,
      min_order_amount: 300,
      limit_usage: 0,
      limit_one_per_customer: false,
      enabled: true,
    });
  });

  it("names the form's field for a refusal's details", () => {
    expect(voucherFieldOf('deactivation_date')).toBe('deactivation');
    expect(voucherFieldOf('code')).toBe('code');
    expect(voucherFieldOf('version')).toBeNull();
  });

  it('counts uses against the limit', () => {
    expect(usesText(VOUCHER)).toBe('7 / 100');
    expect(usesText({ used: 0, limit_usage: 0 })).toBe('0 / ∞');
  });
});
