// The home page screen's pure parts: moving, removing and adding entries of an ordered list (banner
// pictures, a list's products), the link rule the server applies to a banner (checked here first so a
// person sees it at once), the inputs the three saves take, and where a refusal's details point.
import type { StaffBannerGroupInput, StaffHomeListInput, StaffOfferInput } from '../../../gql/types';

export const BANNER_ITEMS_MAX = 10;
export const LIST_PRODUCTS_MAX = 50;
export const TITLE_MAX = 100;
export const URL_MAX = 500;
export const STATUSES = ['published', 'draft'] as const;
export type HomeStatus = (typeof STATUSES)[number];

/** The list with the entry at `index` moved by `step` (-1 up, +1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to] as T, out[index] as T];
  return out;
}

export function removedAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The products with `product` added last, unless it is already in or the list is full. */
export function withProduct<T extends { _id?: string | null }>(list: readonly T[], product: T): T[] {
  if (!product._id || list.length >= LIST_PRODUCTS_MAX || list.some((p) => p._id === product._id)) return [...list];
  return [...list, product];
}

/**
 * A banner's link as the server takes it: http:// or https:// with a host, or a store path starting with one
 * "/" (e.g. /product/atta); no spaces; at most 500 characters.
 */
export function validBannerUrl(url: string): boolean {
  if (!url || url.length > URL_MAX || [...url].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return false;
  }
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  const match = /^https?:\/\/([^/?#]*)/.exec(url);
  return !!match && !!match[1] && !match[1].includes('@');
}

/** A banner picture in the form: one the group shows (id) or one just uploaded (uploadId). */
export interface BannerDraftItem {
  /** React's key: the item's id, or the upload's. */
  key: string;
  id: string | null;
  uploadId: string | null;
  thumb: string;
  url: string;
}

export function bannerInput(
  key: string,
  version: number,
  status: HomeStatus,
  items: readonly BannerDraftItem[],
): StaffBannerGroupInput {
  return {
    key,
    version,
    status,
    items: items.map((item) =>
      item.id ? { id: item.id, url: item.url.trim() } : { upload_id: item.uploadId, url: item.url.trim() },
    ),
  };
}

export function listInput(key: string, version: number, title: string, ids: readonly string[]): StaffHomeListInput {
  return { key, version, title: title.trim(), product_ids: [...ids] };
}

export function offerInput(
  key: string,
  version: number,
  title: string,
  status: HomeStatus,
  ids: readonly string[],
): StaffOfferInput {
  return { key, version, title: title.trim(), status, product_ids: [...ids] };
}

/** Where a refusal points: one entry of a list (items.2.url, product_ids.0), a field, or the whole form. */
export type RefusalPlace =
  { kind: 'entry'; index: number; field: string } | { kind: 'field'; field: string } | { kind: 'form' };

export function refusalPlace(details: string | null | undefined): RefusalPlace {
  const parts = (details ?? '').split('.');
  const index = Number(parts[1]);
  if ((parts[0] === 'items' || parts[0] === 'product_ids') && parts.length >= 2 && Number.isInteger(index)) {
    return { kind: 'entry', index, field: parts[2] ?? '' };
  }
  if (details === 'title' || details === 'status' || details === 'items' || details === 'product_ids') {
    return { kind: 'field', field: details };
  }
  return { kind: 'form' };
}

export const asStatus = (status: string | null | undefined): HomeStatus => (status === 'draft' ? 'draft' : 'published');
