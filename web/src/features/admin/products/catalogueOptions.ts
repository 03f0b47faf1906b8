// The form's and the list's choices from staffCatalogueOptions: categories as a tree (parents before
// children, as the server lists them) labelled with their path, so 'Milk' under 'Dairy' reads 'Dairy / Milk'
// in a flat Select; product types with their tax.
import type { StaffCatalogueOptionsQuery } from '../admin.generated';

type Options = NonNullable<StaffCatalogueOptionsQuery['staffCatalogueOptions']>;
type Category = NonNullable<NonNullable<Options['categories']>[number]>;
type ProductType = NonNullable<NonNullable<Options['types']>[number]>;

export interface Choice {
  value: string;
  label: string;
}

/** Every category with its path ('Dairy / Milk'), sorted by that path. */
export function categoryOptions(categories: Options['categories'] | null | undefined): Choice[] {
  const byId = new Map<string, Category>();
  for (const c of categories ?? []) if (c?._id) byId.set(c._id, c);
  const path = (c: Category, seen = new Set<string>()): string => {
    const parent = c.parent_cat_id ? byId.get(c.parent_cat_id) : undefined;
    if (!parent || seen.has(parent._id ?? '')) return c.title ?? '';
    seen.add(c._id ?? '');
    return `${path(parent, seen)} / ${c.title ?? ''}`;
  };
  return [...byId.values()]
    .map((c) => ({ value: c._id ?? '', label: path(c) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** '5%' or '12 Rs' as the type's tax reads. */
export function taxText(tax: ProductType['tax'] | null | undefined): string {
  if (!tax || tax.value == null) return '';
  return tax.unit === '%' || tax.unit === 'percent' ? `${tax.value}%` : `${tax.value} ${tax.unit ?? ''}`.trim();
}
