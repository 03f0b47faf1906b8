// The address list's live updates (spec §4): CREATED appends, UPDATED replaces the matching address,
// DELETED removes it; any other event is ignored.
import type { AddressFieldsFragment } from './address.generated';

export type SavedAddress = AddressFieldsFragment & { _id: string };

export interface AddressChange {
  mutation?: string | null;
  node?: AddressFieldsFragment | null;
}

export function hasId<T extends { _id?: string | null }>(
  address: T | null | undefined,
): address is T & { _id: string } {
  return typeof address?._id === 'string' && address._id !== '';
}

export function applyAddressEvent(list: readonly SavedAddress[], event: AddressChange): readonly SavedAddress[] {
  const node = event.node;
  if (!hasId(node)) return list;
  const at = list.findIndex((a) => a._id === node._id);
  switch (event.mutation) {
    case 'CREATED':
      // Our own save may have added it already: a repeat replaces instead of doubling.
      return at < 0 ? [...list, node] : replaceAt(list, at, node);
    case 'UPDATED':
      return at < 0 ? list : replaceAt(list, at, node);
    case 'DELETED':
      return at < 0 ? list : list.filter((a) => a._id !== node._id);
    default:
      return list;
  }
}

function replaceAt(list: readonly SavedAddress[], at: number, node: SavedAddress): SavedAddress[] {
  const next = list.slice();
  next[at] = node;
  return next;
}

export function isDefault(address: Pick<AddressFieldsFragment, 'is_default'>): boolean {
  return Number(address.is_default ?? 0) > 0;
}
