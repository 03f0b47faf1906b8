// How a refused category save or move is shown: the message next to the field the server's error.details
// names (parent_cat_id / parent_id: the parent picker, so CATEGORY_CYCLE sits under it), a stale version
// (CATEGORY_CHANGED) as the console's 'changed' warning with 'Reload', anything else as an error.
export interface CategoryFormValues {
  title: string;
  slug: string;
  /** '' for the top level */
  parent: string;
  enabled: boolean;
}

export type CategoryProblem =
  | { kind: 'field'; field: keyof CategoryFormValues; message: string }
  | { kind: 'changed'; message: string }
  | { kind: 'alert'; message: string };

// The input fields the contract's details name, as the form calls them.
const FIELD_OF: Record<string, keyof CategoryFormValues> = {
  title: 'title',
  slug: 'slug',
  parent_cat_id: 'parent',
  parent_id: 'parent',
  status: 'enabled',
};

export function categoryProblem(
  error: { code?: string | null; textCode?: string | null; details?: string | null },
  message: string,
): CategoryProblem {
  if (error.textCode === 'CATEGORY_CHANGED' || error.code === 'CONFLICT') return { kind: 'changed', message };
  const field = error.details ? FIELD_OF[error.details] : undefined;
  return field ? { kind: 'field', field, message } : { kind: 'alert', message };
}

/** What the form sends: on an edit only what changed (the server keeps what is not sent), plus id and version. */
export function categoryInput(
  values: CategoryFormValues,
  category: {
    _id: string;
    version?: number | null;
    slug?: string | null;
    parent_cat_id?: string | null;
    status?: string | null;
  } | null,
) {
  const slug = values.slug.trim();
  const status = values.enabled ? 'enabled' : 'disabled';
  if (!category) return { title: values.title.trim(), ...(slug ? { slug } : {}), parent_cat_id: values.parent, status };
  return {
    _id: category._id,
    version: category.version ?? 0,
    title: values.title.trim(),
    ...(slug && slug !== category.slug ? { slug } : {}),
    ...(values.parent !== (category.parent_cat_id ?? '') ? { parent_cat_id: values.parent } : {}),
    ...(status !== category.status ? { status } : {}),
  };
}
