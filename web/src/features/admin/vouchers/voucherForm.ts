// The voucher form and StaffVoucherInput, both ways: the window's pickers show the shop's wall-clock time
// (Asia/Karachi) whatever the browser's zone, and a save sends ISO UTC instants (or null: unbounded), as the
// contract keeps them; an edit sends the version it loaded. The server replaces every field on a save, so
// the input always carries all of them.
import { dayjs } from '../../../shared/format/dates';
import { TIME_ZONE } from '../../../shared/config';
import type { StaffSaveVoucherMutationVariables, StaffVoucherFieldsFragment } from '../operations.generated';

type StaffVoucherInput = StaffSaveVoucherMutationVariables['input'];
type Dayjs = ReturnType<typeof dayjs>;

export type DiscountType = 'fix' | '%';
export const DISCOUNT_TYPES: readonly DiscountType[] = ['fix', '%'];

export interface VoucherFormValues {
  code: string;
  title: string;
  details: string;
  discount_type: DiscountType;
  amount: number | null;
  /** the pickers' wall-clock values (see pickerValueOf) */
  activation: Dayjs | null;
  deactivation: Dayjs | null;
  min_order_amount: number | null;
  /** 0: unlimited */
  limit_usage: number | null;
  limit_one_per_customer: boolean;
  enabled: boolean;
}

export const EMPTY_VOUCHER: VoucherFormValues = {
  code: '',
  title: '',
  details: '',
  discount_type: 'fix',
  amount: null,
  activation: null,
  deactivation: null,
  min_order_amount: null,
  limit_usage: 0,
  limit_one_per_customer: false,
  enabled: true,
};

const WALL_CLOCK = 'YYYY-MM-DD HH:mm:ss';

/**
 * An ISO instant as the picker shows it: a dayjs in the browser's zone whose fields are the shop's clock
 * at that instant (antd's pickers read and write the local fields). Null for none or a bad text.
 */
export function pickerValueOf(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const instant = dayjs.utc(iso);
  if (!instant.isValid()) return null;
  return dayjs(instant.tz(TIME_ZONE).format(WALL_CLOCK), WALL_CLOCK);
}

/** A picker's wall-clock value, read as the shop's time, as an ISO UTC instant; null for none. */
export function instantOf(picked: Dayjs | null | undefined): string | null {
  if (!picked?.isValid()) return null;
  return dayjs.tz(picked.format(WALL_CLOCK), WALL_CLOCK, TIME_ZONE).toISOString();
}

export function formValuesOf(voucher: StaffVoucherFieldsFragment | null | undefined): VoucherFormValues {
  if (!voucher) return { ...EMPTY_VOUCHER };
  return {
    code: voucher.code ?? '',
    title: voucher.title ?? '',
    details: voucher.details ?? '',
    discount_type: voucher.discount_type === '%' ? '%' : 'fix',
    amount: voucher.amount ?? null,
    activation: pickerValueOf(voucher.activation_date),
    deactivation: pickerValueOf(voucher.deactivation_date),
    min_order_amount: voucher.min_order_amount ? voucher.min_order_amount : null,
    limit_usage: voucher.limit_usage ?? 0,
    limit_one_per_customer: voucher.limit_one_per_customer === true,
    enabled: voucher.enabled !== false,
  };
}

/** The save's input: codes trimmed and upper-cased (as the server keeps them), empty numbers as none. */
export function voucherInput(
  values: VoucherFormValues,
  editing: Pick<StaffVoucherFieldsFragment, '_id' | 'version'> | null,
): StaffVoucherInput {
  const input: StaffVoucherInput = {
    code: values.code.trim().toUpperCase(),
    title: values.title.trim(),
    details: values.details.trim(),
    discount_type: values.discount_type,
    amount: values.amount ?? 0,
    activation_date: instantOf(values.activation),
    deactivation_date: instantOf(values.deactivation),
    min_order_amount: values.min_order_amount ?? 0,
    limit_usage: Math.trunc(values.limit_usage ?? 0),
    limit_one_per_customer: values.limit_one_per_customer,
    enabled: values.enabled,
  };
  if (editing?._id) {
    input._id = editing._id;
    input.version = editing.version ?? 0;
  }
  return input;
}

/** The form field a refusal's details name (the window's two dates by their input names). */
export function voucherFieldOf(details: string | null | undefined): keyof VoucherFormValues | null {
  switch (details) {
    case 'activation_date':
      return 'activation';
    case 'deactivation_date':
      return 'deactivation';
    case 'code':
    case 'title':
    case 'details':
    case 'discount_type':
    case 'amount':
    case 'min_order_amount':
    case 'limit_usage':
    case 'limit_one_per_customer':
    case 'enabled':
      return details;
    default:
      return null;
  }
}

/** 'used / limit' ('∞' for no limit). */
export function usesText(voucher: Pick<StaffVoucherFieldsFragment, 'used' | 'limit_usage'>): string {
  const limit = voucher.limit_usage ? String(voucher.limit_usage) : '∞';
  return `${voucher.used ?? 0} / ${limit}`;
}
