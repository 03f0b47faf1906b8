// What the product page shows for a productBySlug answer (shopping.md §2 Product detail, §8).
import type { ProductBySlugQuery } from './productBySlug.generated';
import { t } from './texts';
import { payloadText } from '../../../shared/graphql/requestOutcome';

export type ProductRecord = NonNullable<ProductBySlugQuery['productBySlug']> & { _id: string };

export const PRODUCT_NOT_FOUND = t('catalogue.product.notFound');
export const PRODUCT_UNAVAILABLE = t('catalogue.product.unavailable');
export const CATEGORY_UNAVAILABLE = t('catalogue.product.categoryUnavailable');

export type ProductView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'ready'; product: ProductRecord };

export function productView(data: ProductBySlugQuery | undefined, loading: boolean, failed: boolean): ProductView {
  const product = data?.productBySlug;
  if (!product) {
    if (loading) return { kind: 'loading' };
    if (failed || !data) return { kind: 'failed' };
    return { kind: 'missing' };
  }
  // The server answers a product it cannot sell with response.error: its category (or an
  // ancestor) is not enabled, or it is not published.
  const refused = payloadText(product.response?.error);
  if (refused) return { kind: 'unavailable', message: refused };
  if (product.status && product.status !== 'published') return { kind: 'unavailable', message: PRODUCT_UNAVAILABLE };
  if (!product._id) return { kind: 'missing' };
  return { kind: 'ready', product: { ...product, _id: product._id } };
}

export interface GalleryPicture {
  key: string;
  img: string;
  thumb: string;
}

/** The gallery's pictures; a product without a gallery shows its own picture. */
export function galleryPictures(product: ProductRecord): GalleryPicture[] {
  const pictures: GalleryPicture[] = [];
  (product.gallery ?? []).forEach((g, i) => {
    const img = g?.img || g?.thumb;
    if (img) pictures.push({ key: g?._id || String(i), img, thumb: g?.thumb || img });
  });
  if (pictures.length === 0) {
    const img = product.picture || product.picture_thumb;
    if (img) pictures.push({ key: 'picture', img, thumb: product.picture_thumb || img });
  }
  return pictures;
}
