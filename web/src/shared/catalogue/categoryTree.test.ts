import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './categoryTree';

describe('buildCategoryTree', () => {
  it('nests categories through parent_cat_id and drops disabled ones and their orphans', () => {
    const tree = buildCategoryTree([
      { _id: 'a', title: 'A', slug: 'a', status: 'enabled', parent_cat_id: null },
      { _id: 'b', title: 'B', slug: 'b', status: 'enabled', parent_cat_id: 'a' },
      { _id: 'c', title: 'C', slug: 'c', status: 'disabled', parent_cat_id: 'a' },
      { _id: 'd', title: 'D', slug: 'd', status: 'enabled', parent_cat_id: 'c' },
      { _id: 'e', title: 'E', slug: 'e', status: 'enabled', parent_cat_id: '' },
      null,
    ]);
    expect(tree.map((n) => n.slug)).toEqual(['a', 'e']);
    expect(tree[0]?.children.map((n) => n.slug)).toEqual(['b']);
  });
});
