// The address map form's value, shared by the registration wizard and the profile's address book.
import { t } from './texts';

/** [lat, lng] — the spec's order (the reverse of GeoJSON). */
export type LatLng = [number, number];

export type AddressLabel = 'home' | 'office' | 'other';

export interface AddressFormValue {
  _id?: string;
  full_address: string;
  city: string;
  label: AddressLabel;
  delivery_instructions?: string;
  geo_point: { type: 'Point'; coordinates: LatLng };
}

export interface AddressMapFormProps {
  initialValue?: Partial<AddressFormValue>;
  /** The submit button's text; 'Save' when not given. */
  submitLabel?: string;
  loading?: boolean;
  onSubmit: (value: AddressFormValue) => void | Promise<void>;
}

export const ADDRESS_LABELS: ReadonlyArray<{ value: AddressLabel; label: string }> = [
  { value: 'home', label: t('accounts.address.label.home') },
  { value: 'office', label: t('accounts.address.label.office') },
  { value: 'other', label: t('accounts.address.label.other') },
];

export function isAddressLabel(value: unknown): value is AddressLabel {
  return value === 'home' || value === 'office' || value === 'other';
}
