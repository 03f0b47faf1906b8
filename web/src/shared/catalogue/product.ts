// The product fields a card needs and the spec's rules on them (shopping.md §2 Product list card).
// Any product-like object fits: a GraphQL Product or a search hit (same field names).

export interface ProductAttributeData {
  title?: string | null;
  slug?: string | null;
  code?: string | null;
  value?: string | null;
  show_in_store?: number | null;
}

export interface ProductCardData {
  _id: string;
  title?: string | null;
  slug?: string | null;
  price?: number | null;
  price_was?: number | null;
  picture?: string | null;
  picture_thumb?: string | null;
  available_qty?: number | null;
  limit_max_qty_in_cart?: number | null;
  attributes_v2?: ReadonlyArray<ProductAttributeData | null> | null;
}

export interface VisibleAttribute {
  key: string;
  code: string;
  title: string;
  value: string;
}

/** Sold out when available_qty is below 1 (a missing quantity counts as none). */
export function isSoldOut(product: Pick<ProductCardData, 'available_qty'>): boolean {
  return (product.available_qty ?? 0) < 1;
}

/** 'Price Cut' when the old price is above the current one. */
export function hasPriceCut(product: Pick<ProductCardData, 'price' | 'price_was'>): boolean {
  return (product.price_was ?? 0) > (product.price ?? 0);
}

/** Attribute values shown in the store: show_in_store 1 or more, with a value. */
export function visibleAttributes(attributes: ProductCardData['attributes_v2']): VisibleAttribute[] {
  const out: VisibleAttribute[] = [];
  (attributes ?? []).forEach((a, i) => {
    if (!a || (a.show_in_store ?? 0) < 1 || !a.value) return;
    out.push({ key: a.slug || a.code || String(i), code: a.code ?? '', title: a.title ?? '', value: a.value });
  });
  return out;
}

export function productPath(slug: string | null | undefined): string {
  return `/product/${encodeURIComponent(slug ?? '')}`;
}
