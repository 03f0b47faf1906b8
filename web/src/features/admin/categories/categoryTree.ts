// The category tree from staffCategories' flat list (parents before children, siblings by sort_order) and
// the places the page's moves send to staffMoveCategory: a drop in the tree, 'Move up' / 'Move down', and
// the parent choices that never offer a category itself or one of its descendants (the server's
// CATEGORY_CYCLE, caught before it is sent). Pure, so it is tested without a browser.
import type { StaffCategoryFieldsFragment } from './categories.generated';

export type Category = StaffCategoryFieldsFragment & { _id: string };

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/** Where a category goes: under parentId (null: top level) at position among the other siblings. */
export interface Place {
  parentId: string | null;
  position: number;
}

/** The list's categories with an id (the rest cannot be shown or moved). */
export function categoriesOf(list: readonly (StaffCategoryFieldsFragment | null)[] | null | undefined): Category[] {
  return (list ?? []).filter((c): c is Category => !!c?._id);
}

const parentOf = (c: Category): string | null => c.parent_cat_id || null;

/** The tree, siblings in the list's order; a category whose parent is not in the list is shown at the top. */
export function buildTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const c of categories) nodes.set(c._id, { category: c, children: [] });
  const roots: CategoryNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c._id);
    if (!node) continue;
    const parentId = parentOf(c);
    const parent = parentId && parentId !== c._id ? nodes.get(parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The categories under parentId (null: top level), in order. */
export function siblingsUnder(categories: readonly Category[], parentId: string | null): Category[] {
  return categories.filter((c) => parentOf(c) === parentId);
}

/** Every category below id (children, their children …), not id itself. */
export function descendantsOf(categories: readonly Category[], id: string): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const current = queue.shift();
    for (const c of categories)
      if (parentOf(c) === current && !found.has(c._id) && c._id !== id) {
        found.add(c._id);
        queue.push(c._id);
      }
  }
  return found;
}

/** A category's path from the top: 'Dairy / Milk'. */
export function pathOf(categories: readonly Category[], id: string): string {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const titles: string[] = [];
  const seen = new Set<string>();
  for (let c = byId.get(id); c && !seen.has(c._id); c = byId.get(parentOf(c) ?? '')) {
    seen.add(c._id);
    titles.unshift(c.title ?? '');
  }
  return titles.join(' / ');
}

export interface ParentChoice {
  value: string;
  label: string;
}

/**
 * The categories a category may go under, in tree order, each named by its path: every one but itself
 * and its descendants (movingId null: a new category, any of them).
 */
export function parentChoices(categories: readonly Category[], movingId: string | null): ParentChoice[] {
  const excluded = movingId ? descendantsOf(categories, movingId).add(movingId) : new Set<string>();
  const choices: ParentChoice[] = [];
  const walk = (nodes: CategoryNode[], path: string) => {
    for (const node of nodes) {
      if (excluded.has(node.category._id)) continue;
      const label = path ? `${path} / ${node.category.title ?? ''}` : (node.category.title ?? '');
      choices.push({ value: node.category._id, label });
      walk(node.children, label);
    }
  };
  walk(buildTree(categories), '');
  return choices;
}

/** 'Move up' (-1) or 'Move down' (+1) among its siblings; null at either end. */
export function stepPlace(categories: readonly Category[], id: string, step: -1 | 1): Place | null {
  const moving = categories.find((c) => c._id === id);
  if (!moving) return null;
  const parentId = parentOf(moving);
  const siblings = siblingsUnder(categories, parentId);
  const position = siblings.findIndex((c) => c._id === id) + step;
  return position < 0 || position >= siblings.length ? null : { parentId, position };
}

/** The end of parentId's children, for a category moved there from elsewhere. */
export function lastPlaceUnder(categories: readonly Category[], id: string, parentId: string | null): Place {
  return { parentId, position: siblingsUnder(categories, parentId).filter((c) => c._id !== id).length };
}

export interface Drop {
  draggedId: string;
  targetId: string;
  /** false: dropped onto the target (it becomes its first child). */
  toGap: boolean;
  /** Above (-1) or below (1) the target when toGap. */
  side: -1 | 0 | 1;
  /** The target is open with children showing: a drop just below it lands as its first child. */
  targetOpen: boolean;
}

/**
 * What a drop in the tree means as a move; null when it changes nothing or would put a category under
 * itself or one of its descendants.
 */
export function dropPlace(categories: readonly Category[], drop: Drop): Place | null {
  const moving = categories.find((c) => c._id === drop.draggedId);
  const target = categories.find((c) => c._id === drop.targetId);
  if (!moving || !target || moving._id === target._id) return null;
  let place: Place;
  if (!drop.toGap || (drop.side === 1 && drop.targetOpen && siblingsUnder(categories, target._id).length > 0)) {
    place = { parentId: target._id, position: 0 };
  } else {
    const parentId = parentOf(target);
    const others = siblingsUnder(categories, parentId).filter((c) => c._id !== moving._id);
    const at = others.findIndex((c) => c._id === target._id);
    place = { parentId, position: drop.side === -1 ? at : at + 1 };
  }
  if (place.parentId && (place.parentId === moving._id || descendantsOf(categories, moving._id).has(place.parentId)))
    return null;
  return isWhereItIs(categories, moving, place) ? null : place;
}

function isWhereItIs(categories: readonly Category[], moving: Category, place: Place): boolean {
  if (parentOf(moving) !== place.parentId) return false;
  return siblingsUnder(categories, place.parentId).findIndex((c) => c._id === moving._id) === place.position;
}
