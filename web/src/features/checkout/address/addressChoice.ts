// The address choice in checkout (shopping.md §4): keep the chosen address while it is listed (with
// its fresh fields), else choose the default (is_default '1') or the first; none when the list is empty.
import { isDefault, type SavedAddress } from '../../accounts/address/addressEvents';
import type { DraftAddress } from '../draft/orderDraft';

export function toDraftAddress(a: SavedAddress): DraftAddress {
  return {
    _id: a._id,
    full_address: a.full_address ?? null,
    city: a.city ?? null,
    label: a.label ?? null,
    delivery_instructions: a.delivery_instructions ?? null,
    is_default: a.is_default ?? null,
  };
}

/** The address to hold given the list; undefined while the list is still unknown (keep as is). */
export function chooseAddress(list: readonly SavedAddress[] | null, current: DraftAddress | null): DraftAddress | null | undefined {
  if (!list) return undefined;
  const listed = current ? list.find((a) => a._id === current._id) : undefined;
  if (listed) return toDraftAddress(listed);
  const fallback = list.find((a) => isDefault(a)) ?? list[0];
  return fallback ? toDraftAddress(fallback) : null;
}

export function sameAddress(a: DraftAddress | null, b: DraftAddress | null | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b ?? null);
}
