// Reads the home page settings by the spec's keys (shopping.md §2 Home page).
import type { HomePageSettingsQuery } from './homePage.generated';
import type { ProductCardData } from '../../../shared/catalogue/product';

/** The page settings record the home page reads (the demo store's is 'home'). */
export const HOME_PAGE_KEY = 'home';

export const BANNER_KEYS = {
  slider: 'top-slider',
  top: 'top-banner',
  mid: 'mid-banner',
  bottom: 'bottom-banner',
} as const;

export const PRODUCT_LIST_KEYS = { featured: 'featured-products', top: 'top-products' } as const;

type Settings = NonNullable<HomePageSettingsQuery['pageSettingByKey']>;

export interface BannerSlide {
  key: string;
  img: string;
  thumb: string | null;
  /** The picture PHONE_WIDTH px wide (null: none, an older or narrow picture). */
  phone: string | null;
  url: string | null;
}

export interface Banner {
  title: string;
  width: number;
  height: number;
  slides: BannerSlide[];
}

export interface ProductList {
  title: string;
  products: ProductCardData[];
}

export function bannerByKey(settings: Settings | null | undefined, key: string): Banner | null {
  const group = settings?.banners?.find((b) => b?.key === key)?.banner;
  if (!group) return null;
  const slides = (group.items ?? []).flatMap((item, i) =>
    item?.img
      ? [
          {
            key: item.id || String(i),
            img: item.img,
            thumb: item.thumb ?? null,
            phone: item.img_phone ?? null,
            url: item.url ?? null,
          },
        ]
      : [],
  );
  if (slides.length === 0) return null;
  return {
    title: group.title ?? '',
    // A banner without a size is drawn as a wide strip.
    width: group.width && group.width > 0 ? group.width : 1200,
    height: group.height && group.height > 0 ? group.height : 300,
    slides,
  };
}

export function productListByKey(settings: Settings | null | undefined, key: string): ProductList | null {
  const list = settings?.products?.find((l) => l?.key === key);
  if (!list) return null;
  const products = (list.products ?? []).flatMap((p) => (p?._id ? [{ ...p, _id: p._id }] : []));
  if (products.length === 0) return null;
  return { title: list.title ?? '', products };
}
