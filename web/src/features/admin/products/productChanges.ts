// The product form's values and what a save sends: a new product sends what was filled in; an edit sends
// only the fields that differ from the product as loaded, with its _id and version, because the server
// changes only the fields sent (two people editing different fields do not undo each other's work).
import type { StaffProductFieldsFragment, StaffProductInput } from '../admin.generated';

export interface AttributeValue {
  attribute_id: string;
  value: string;
}

export interface ProductFormValues {
  title: string;
  slug: string;
  short_description: string;
  details: string;
  brand: string;
  barcode: string;
  price: number | null;
  price_was: number | null;
  taxable: boolean;
  type_id: string | null;
  limit_max_qty_in_cart: number | null;
  cat_id: string | null;
  published: boolean;
  attributes: AttributeValue[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  slug: '',
  short_description: '',
  details: '',
  brand: '',
  barcode: '',
  price: null,
  price_was: null,
  taxable: false,
  type_id: null,
  limit_max_qty_in_cart: null,
  cat_id: null,
  published: false,
  attributes: [],
};

/** The form's values for a loaded product. */
export function formValuesOf(product: StaffProductFieldsFragment): ProductFormValues {
  return {
    title: product.title ?? '',
    slug: product.slug ?? '',
    short_description: product.short_description ?? '',
    details: product.details ?? '',
    brand: product.brand ?? '',
    barcode: product.barcode ?? '',
    price: product.price ?? null,
    price_was: product.price_was || null,
    taxable: !!product.taxable,
    type_id: product.type_id || null,
    limit_max_qty_in_cart: product.limit_max_qty_in_cart || null,
    cat_id: product.cat_id || null,
    published: product.status === 'published',
    attributes: (product.attributes ?? []).flatMap((a) =>
      a?.attribute_id ? [{ attribute_id: a.attribute_id, value: a.value ?? '' }] : [],
    ),
  };
}

type Sendable = Omit<StaffProductInput, '_id' | 'version' | 'tags'>;

/** Every field as the server takes it: text trimmed, empty numbers as 0 (no price cut, no cart limit). */
function sendable(values: ProductFormValues): Sendable {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    short_description: values.short_description.trim(),
    details: values.details.trim(),
    brand: values.brand.trim(),
    barcode: values.barcode.trim(),
    price: values.price ?? 0,
    price_was: values.price_was ?? 0,
    taxable: values.taxable,
    type_id: values.type_id ?? '',
    limit_max_qty_in_cart: values.limit_max_qty_in_cart ?? 0,
    cat_id: values.cat_id ?? '',
    status: values.published ? 'published' : 'draft',
    attributes: values.attributes
      .filter((a) => a.attribute_id)
      .map((a) => ({ attribute_id: a.attribute_id, value: (a.value ?? '').trim() })),
  };
}

const attributeKey = (list: Sendable['attributes']) =>
  JSON.stringify(
    (list ?? [])
      .filter((a) => a.value)
      .map((a) => [a.attribute_id, a.value])
      .sort(),
  );

/** A new product: what was filled in (an empty slug is left out, so the server makes one from the title). */
export function createInput(values: ProductFormValues): StaffProductInput {
  const all = sendable(values);
  const input: StaffProductInput = {};
  for (const [key, value] of Object.entries(all) as [keyof Sendable, Sendable[keyof Sendable]][]) {
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
    Object.assign(input, { [key]: value });
  }
  return input;
}

/** An edit: _id, version and the fields that differ from the loaded product; null when nothing changed. */
export function editInput(
  original: ProductFormValues,
  values: ProductFormValues,
  product: { id: string; version: number },
): StaffProductInput | null {
  const before = sendable(original);
  const after = sendable(values);
  const changed: Partial<Sendable> = {};
  for (const key of Object.keys(after) as (keyof Sendable)[]) {
    const same =
      key === 'attributes'
        ? attributeKey(before.attributes) === attributeKey(after.attributes)
        : before[key] === after[key];
    if (!same) Object.assign(changed, { [key]: after[key] });
  }
  if (Object.keys(changed).length === 0) return null;
  return { _id: product.id, version: product.version, ...changed };
}
