// The order draft (shopping.md §3, §4): the client's half-built order — time slot, address, coupon,
// note and status — and its actions. Pure: the store beside it persists and shares it.

/** The chosen slot on a date, as createOrderFromCart's delivery_slot wants it (plus the local times shown). */
export interface DraftTimeslot {
  _id: string;
  day: string;
  /** DD-MM-YYYY */
  date: string;
  /** HH:mm in Karachi */
  start_time: string;
  end_time: string;
  /** JSON text: [start, end] as UTC instants. */
  time_range_utc: string;
}

/** The address fields checkout shows and sends (only _id goes to the server). */
export interface DraftAddress {
  _id: string;
  full_address?: string | null;
  city?: string | null;
  label?: string | null;
  delivery_instructions?: string | null;
  is_default?: string | number | null;
}

/** The coupon (client): code, discount_type 'fix' or '%', discount_value. */
export interface Coupon {
  code: string;
  discount_type: string;
  discount_value: number;
}

export interface OrderDraft {
  timeslot: DraftTimeslot | null;
  address: DraftAddress | null;
  coupon: Coupon | null;
  note: string;
  /** '' while building; 'success' once placed. */
  status: string;
  /** The placed order's serial, for the success page's link to its detail; null until placed. */
  serial: string | null;
}

export const EMPTY_DRAFT: OrderDraft = Object.freeze({
  timeslot: null,
  address: null,
  coupon: null,
  note: '',
  status: '',
  serial: null,
});

/** What validateVoucher answered (only the fields the coupon needs). */
export interface VoucherAnswer {
  code?: string | null;
  discount_type?: string | null;
  discount_value?: number | null;
  error?: { message?: string | null } | null;
}

export type DraftAction =
  | { type: 'selectTimeslot'; timeslot: DraftTimeslot | null }
  | { type: 'selectAddress'; address: DraftAddress | null }
  | { type: 'selectCoupon'; result: VoucherAnswer | null | undefined }
  | { type: 'setNote'; note: string | null | undefined }
  | { type: 'updateStatus'; status: string }
  /** The order went through: status 'success' and its serial (when the answer named one). */
  | { type: 'orderPlaced'; serial: string | null | undefined }
  | { type: 'flush' };

/** A voucher answer as a coupon; none when the answer is empty or carries an error. */
export function couponFrom(result: VoucherAnswer | null | undefined): Coupon | null {
  if (!result || result.error?.message || !result.code || !result.discount_type) return null;
  const value = Number(result.discount_value ?? 0);
  if (!Number.isFinite(value) || value <= 0) return null;
  return { code: result.code, discount_type: result.discount_type, discount_value: value };
}

export function draftReducer(draft: OrderDraft, action: DraftAction): OrderDraft {
  switch (action.type) {
    case 'selectTimeslot':
      return { ...draft, timeslot: action.timeslot };
    case 'selectAddress':
      return { ...draft, address: action.address };
    case 'selectCoupon':
      return { ...draft, coupon: couponFrom(action.result) };
    case 'setNote':
      return { ...draft, note: typeof action.note === 'string' ? action.note : '' };
    case 'updateStatus':
      return { ...draft, status: action.status };
    case 'orderPlaced':
      return {
        ...draft,
        status: 'success',
        serial: typeof action.serial === 'string' && action.serial ? action.serial : null,
      };
    case 'flush':
      return EMPTY_DRAFT;
    default:
      return draft;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

function readTimeslot(v: unknown): DraftTimeslot | null {
  if (!isObject(v)) return null;
  const { _id, day, date, start_time, end_time, time_range_utc } = v;
  return str(_id) && str(day) && str(date) && str(start_time) && str(end_time) && str(time_range_utc)
    ? { _id, day, date, start_time, end_time, time_range_utc }
    : null;
}

/** A stored draft read back; anything damaged or of another shape counts as empty. */
export function parseDraft(raw: string | null): OrderDraft {
  if (!raw) return EMPTY_DRAFT;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (!isObject(v)) return EMPTY_DRAFT;
  const address = isObject(v.address) && str(v.address._id) ? (v.address as unknown as DraftAddress) : null;
  return {
    timeslot: readTimeslot(v.timeslot),
    address,
    coupon: couponFrom(isObject(v.coupon) ? (v.coupon as VoucherAnswer) : null),
    note: str(v.note) ? v.note : '',
    status: str(v.status) ? v.status : '',
    serial: str(v.serial) && v.serial ? v.serial : null,
  };
}
