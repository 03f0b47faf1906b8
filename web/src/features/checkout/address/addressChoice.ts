// The address choice in checkout (shopping.md §4, team issue 14): when the list first loads with no
// listed choice, choose the default (is_default '1') or the first; a listed choice is kept with its
// fresh fields; a choice that leaves the list later (deleted elsewhere, a live event) is cleared, not
// replaced, so 'Continue to Checkout' waits until the customer picks again.
import { isDefault, type SavedAddress } from '../../accounts';
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

export interface ChoiceMoment {
  /** The list is being seen for the first time on this screen (its first load). */
  firstLoad: boolean;
  /** The id of an address the customer has just added, which the list may not hold yet. */
  justAdded?: string | null;
}

/** The address to hold given the list; undefined means keep the current one as it is. */
export function chooseAddress(
  list: readonly SavedAddress[] | null,
  current: DraftAddress | null,
  { firstLoad, justAdded = null }: ChoiceMoment,
): DraftAddress | null | undefined {
  if (!list) return undefined;
  const listed = current ? list.find((a) => a._id === current._id) : undefined;
  if (listed) return toDraftAddress(listed);
  // The new address is chosen before the list shows it: wait for the list to catch up.
  if (current && current._id === justAdded) return undefined;
  if (firstLoad) {
    // A choice stored from an earlier visit that is gone counts as none: the customer sees the list now.
    const fallback = list.find((a) => isDefault(a)) ?? list[0];
    return fallback ? toDraftAddress(fallback) : null;
  }
  return null;
}

export function sameAddress(a: DraftAddress | null, b: DraftAddress | null | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b ?? null);
}
