// productCats is a flat list; menus need it as a tree through parent_cat_id.
export interface CategoryRecord {
  _id?: string | null;
  title?: string | null;
  slug?: string | null;
  status?: string | null;
  parent_cat_id?: string | null;
  title_img?: string | null;
  title_img_thumb?: string | null;
  menu_bg_img?: string | null;
  menu_bg_img_thumb?: string | null;
  product_count?: number | null;
}

export interface CategoryNode {
  id: string;
  title: string;
  slug: string;
  /** Small square picture for lists and tiles (the menu thumbnail). */
  image: string | null;
  /** The large square menu picture. */
  menuImage: string | null;
  /** The wide title banner. */
  banner: string | null;
  productCount: number | null;
  children: CategoryNode[];
}

/** Builds the enabled-category tree; orphans (parent missing or disabled) are left out. */
export function buildCategoryTree(records: ReadonlyArray<CategoryRecord | null> | null | undefined): CategoryNode[] {
  const nodes = new Map<string, CategoryNode & { parent: string | null }>();
  for (const r of records ?? []) {
    if (!r?._id || !r.slug || !r.title) continue;
    if (r.status && r.status !== 'enabled') continue;
    nodes.set(r._id, {
      id: r._id,
      title: r.title,
      slug: r.slug,
      image: r.menu_bg_img_thumb || r.menu_bg_img || null,
      menuImage: r.menu_bg_img || r.menu_bg_img_thumb || null,
      banner: r.title_img_thumb || r.title_img || null,
      productCount: r.product_count ?? null,
      children: [],
      parent: r.parent_cat_id || null,
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent === null) roots.push(node);
    else nodes.get(node.parent)?.children.push(node);
  }
  const strip = (n: CategoryNode & { parent?: string | null }): CategoryNode => ({
    id: n.id,
    title: n.title,
    slug: n.slug,
    image: n.image,
    menuImage: n.menuImage,
    banner: n.banner,
    productCount: n.productCount,
    children: n.children.map(strip),
  });
  return roots.map(strip);
}

export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
