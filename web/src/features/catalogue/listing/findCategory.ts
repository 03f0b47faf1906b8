import type { CategoryNode } from '../../../shared/catalogue/categoryTree';

/** The path from a top-level category down to the one with this slug; empty when not found. */
export function findCategoryPath(tree: ReadonlyArray<CategoryNode>, slug: string): CategoryNode[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = findCategoryPath(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The path to the category with this id (a product's category); empty when not found. */
export function findCategoryPathById(tree: ReadonlyArray<CategoryNode>, id: string): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPathById(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
