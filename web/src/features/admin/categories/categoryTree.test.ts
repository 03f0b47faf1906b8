import { describe, expect, it } from 'vitest';
import {
  buildTree,
  categoriesOf,
  descendantsOf,
  dropPlace,
  lastPlaceUnder,
  parentChoices,
  pathOf,
  stepPlace,
  type Category,
  type CategoryNode,
} from './categoryTree';

const cat = (id: string, parent: string | null, extra: Partial<Category> = {}): Category => ({
  _id: id,
  title: id[0]?.toUpperCase() + id.slice(1),
  slug: id,
  status: 'enabled',
  parent_cat_id: parent,
  parent_cat_title: null,
  sort_order: 0,
  depth: 0,
  visible: true,
  product_count: 0,
  title_img_thumb: null,
  version: 1,
  updated_at: null,
  error: null,
  ...extra,
});

// As the server lists them: parents before children (here level by level), siblings in order.
//   dairy          rice
//   ├ milk         └ basmati
//   │ └ skimmed
//   └ yogurt
const LIST = [
  cat('dairy', null),
  cat('rice', null),
  cat('milk', 'dairy'),
  cat('yogurt', 'dairy'),
  cat('basmati', 'rice'),
  cat('skimmed', 'milk'),
];

const shape = (nodes: CategoryNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? { [n.category._id]: shape(n.children) } : n.category._id));

describe('the category tree', () => {
  it('is built from the flat list, siblings in its order', () => {
    expect(shape(buildTree(LIST))).toEqual([{ dairy: [{ milk: ['skimmed'] }, 'yogurt'] }, { rice: ['basmati'] }]);
  });

  it('shows a category whose parent is not listed at the top, and leaves out rows without an id', () => {
    const list = categoriesOf([cat('lost', 'gone'), null, { ...cat('x', null), _id: null as unknown as string }]);
    expect(shape(buildTree(list))).toEqual(['lost']);
  });

  it('knows every descendant of a category, not itself', () => {
    expect([...descendantsOf(LIST, 'dairy')].sort()).toEqual(['milk', 'skimmed', 'yogurt']);
    expect(descendantsOf(LIST, 'yogurt').size).toBe(0);
  });

  it('names a category by its path and offers as parent neither itself nor its descendants', () => {
    expect(pathOf(LIST, 'skimmed')).toBe('Dairy / Milk / Skimmed');
    expect(parentChoices(LIST, 'milk').map((c) => c.label)).toEqual([
      'Dairy',
      'Dairy / Yogurt',
      'Rice',
      'Rice / Basmati',
    ]);
    expect(parentChoices(LIST, null)).toHaveLength(6);
    expect(parentChoices(LIST, null)[2]).toEqual({ value: 'skimmed', label: 'Dairy / Milk / Skimmed' });
  });
});

describe('moving a category', () => {
  it("'Move up' and 'Move down' step among its siblings and stop at either end", () => {
    expect(stepPlace(LIST, 'yogurt', -1)).toEqual({ parentId: 'dairy', position: 0 });
    expect(stepPlace(LIST, 'milk', 1)).toEqual({ parentId: 'dairy', position: 1 });
    expect(stepPlace(LIST, 'milk', -1)).toBeNull();
    expect(stepPlace(LIST, 'yogurt', 1)).toBeNull();
    expect(stepPlace(LIST, 'dairy', 1)).toEqual({ parentId: null, position: 1 });
  });

  it("'Move to…' puts it last under its new parent", () => {
    expect(lastPlaceUnder(LIST, 'basmati', 'dairy')).toEqual({ parentId: 'dairy', position: 2 });
    expect(lastPlaceUnder(LIST, 'basmati', null)).toEqual({ parentId: null, position: 2 });
  });

  const drop = (
    draggedId: string,
    targetId: string,
    side: -1 | 0 | 1,
    more: { toGap?: boolean; targetOpen?: boolean } = {},
  ) =>
    dropPlace(LIST, {
      draggedId,
      targetId,
      side,
      toGap: more.toGap ?? side !== 0,
      targetOpen: more.targetOpen ?? false,
    });

  it('a drop onto a category makes it its first child', () => {
    expect(drop('basmati', 'dairy', 0)).toEqual({ parentId: 'dairy', position: 0 });
    expect(drop('yogurt', 'milk', 0)).toEqual({ parentId: 'milk', position: 0 });
  });

  it('a drop above or below a category places it beside it, counted without the moving one', () => {
    expect(drop('basmati', 'yogurt', -1)).toEqual({ parentId: 'dairy', position: 1 });
    expect(drop('basmati', 'yogurt', 1)).toEqual({ parentId: 'dairy', position: 2 });
    expect(drop('milk', 'yogurt', 1)).toEqual({ parentId: 'dairy', position: 1 });
    expect(drop('rice', 'dairy', -1)).toEqual({ parentId: null, position: 0 });
    expect(drop('skimmed', 'rice', 1)).toEqual({ parentId: null, position: 2 });
  });

  it('a drop just below an open category with children lands as its first child', () => {
    expect(drop('basmati', 'dairy', 1, { targetOpen: true })).toEqual({ parentId: 'dairy', position: 0 });
    expect(drop('basmati', 'yogurt', 1, { targetOpen: true })).toEqual({ parentId: 'dairy', position: 2 });
  });

  it('a drop that changes nothing, or under itself or a descendant, sends nothing', () => {
    expect(drop('milk', 'yogurt', -1)).toBeNull();
    expect(drop('yogurt', 'milk', 1)).toBeNull();
    expect(drop('dairy', 'skimmed', 0)).toBeNull();
    expect(drop('dairy', 'skimmed', 1)).toBeNull();
    expect(drop('dairy', 'dairy', 0)).toBeNull();
  });
});
