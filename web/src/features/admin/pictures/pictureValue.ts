// What the picture fields hold: a picture shown (its path and thumbnail) and the reference the server's
// staffSet…Pictures takes for it — the upload id of a new one, or the path itself for one shown now (kept).
import { uploadAsset, type UploadOutcome } from '../../../shared/forms/upload';

export interface PictureValue {
  ref: string;
  src: string;
  thumb: string;
}

export const MAX_GALLERY = 12;

/** A picture the product or category shows now; null when there is none. */
export function shownPicture(src: string | null | undefined, thumb?: string | null): PictureValue | null {
  return src ? { ref: src, src, thumb: thumb || src } : null;
}

/** The gallery as the server answered it, in order, without empty rows. */
export function shownGallery(
  gallery: readonly ({ img?: string | null; thumb?: string | null } | null)[] | null | undefined,
) {
  return (gallery ?? []).flatMap((g) => {
    const shown = shownPicture(g?.img, g?.thumb);
    return shown ? [shown] : [];
  });
}

/** The list with the item at `index` moved by `step` (-1 left, +1 right); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

/** Uploads a catalogue picture (kind=picture: owners and managers only); the server's refusal text on failure. */
export function uploadPicture(file: File): Promise<UploadOutcome> {
  return uploadAsset(file, { data: { kind: 'picture' } });
}

/** The new value of a picture just uploaded. */
export function uploadedPicture(asset: { id: string; srcUrl: string; thumbUrl: string }): PictureValue {
  return { ref: asset.id, src: asset.srcUrl, thumb: asset.thumbUrl };
}
