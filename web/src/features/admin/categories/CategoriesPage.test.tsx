import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCategoriesDocument, StaffMoveCategoryDocument, StaffSaveCategoryDocument } from './categories.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

const category = (id: string, title: string, parent: string | null, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffCategory',
  _id: id,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  status: 'enabled',
  parent_cat_id: parent,
  parent_cat_title: null,
  sort_order: 0,
  depth: parent ? 1 : 0,
  visible: true,
  product_count: 3,
  title_img_thumb: null,
  version: 1,
  updated_at: null,
  error: null,
  ...extra,
});

// Dairy (Milk, Yogurt), Rice disabled (Basmati hidden with it).
const TREE = [
  category('dairy', 'Dairy', null, { product_count: 0 }),
  category('rice', 'Rice', null, { status: 'disabled', visible: false }),
  category('milk', 'Milk', 'dairy', { product_count: 1 }),
  category('yogurt', 'Yogurt', 'dairy'),
  category('basmati', 'Basmati', 'rice', { visible: false }),
];

const refusal = (message: string, code: string, textCode: string, details: string | null) => ({
  ...Object.fromEntries(Object.keys(category('x', 'X', null)).map((key) => [key, null])),
  __typename: 'StaffCategory',
  error: { __typename: 'ErrorInfo', message, code, textCode, details },
});

function treeMock(read: () => unknown[]): MockLink.MockedResponse {
  return {
    request: { query: StaffCategoriesDocument },
    result: () => ({ data: { staffCategories: read() } }),
    ...always,
  };
}

function recorded(
  query: unknown,
  field: string,
  answer: (n: number) => unknown,
  sent: unknown[],
): MockLink.MockedResponse {
  return {
    request: { query: query as never, variables: (v: unknown) => (sent.push(v), true) },
    result: () => ({ data: { [field]: answer(sent.length) } }),
    ...always,
  };
}

/** A category's row in the tree (its title, facts and buttons). */
const row = (title: string) =>
  screen.getAllByText(title, { selector: '.admin-category-title' })[0]?.closest('.admin-category-row') as HTMLElement;

describe('the categories page', () => {
  it('shows the tree with slugs, product counts, and which categories customers do not see', async () => {
    renderAdmin('/admin/categories', [staffMeMock('manager'), treeMock(() => TREE)]);
    const tree = await screen.findByRole('tree', { name: 'Category tree' });
    const titles = [...tree.querySelectorAll('.admin-category-title')].map((el) => el.textContent);
    expect(titles).toEqual(['Dairy', 'Milk', 'Yogurt', 'Rice', 'Basmati']);
    expect(within(row('Milk')).getByText('/milk')).toBeInTheDocument();
    expect(within(row('Milk')).getByText('1 product')).toBeInTheDocument();
    expect(within(row('Dairy')).getByText('0 products')).toBeInTheDocument();
    expect(within(row('Rice')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('Rice')).queryByText('Hidden (a parent is disabled)')).toBeNull();
    expect(within(row('Basmati')).getByText('Hidden (a parent is disabled)')).toBeInTheDocument();
    expect(within(row('Rice')).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    // The first of its siblings cannot go up, the last not down; each button says which category it is for.
    expect(within(row('Milk')).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(row('Yogurt')).getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(within(row('Yogurt')).getByRole('button', { name: 'Move up' })).toHaveAccessibleDescription('Yogurt');
  });

  it("'Move down' sends the place and the version seen, then keeps focus on the category", async () => {
    const sent: unknown[] = [];
    let moved = false;
    renderAdmin('/admin/categories', [
      staffMeMock('owner'),
      treeMock(() =>
        moved
          ? [TREE[0], TREE[1], { ...TREE[3], sort_order: 0 }, { ...TREE[2], sort_order: 1, version: 2 }, TREE[4]]
          : TREE,
      ),
      recorded(
        StaffMoveCategoryDocument,
        'staffMoveCategory',
        () => ((moved = true), { ...TREE[2], sort_order: 1, version: 2 }),
        sent,
      ),
    ]);
    await screen.findByRole('tree');
    await userEvent.click(within(row('Milk')).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'milk', version: 1, parent_id: 'dairy', position: 1 }]));
    expect(await screen.findByText('Milk moved')).toBeInTheDocument();
    await waitFor(() =>
      expect([...document.querySelectorAll('.admin-category-title')].map((el) => el.textContent)).toEqual([
        'Dairy',
        'Yogurt',
        'Milk',
        'Rice',
        'Basmati',
      ]),
    );
    // At the bottom now, 'Move down' is disabled: focus goes to Milk's title, not the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row('Milk')).getByText('Milk', { selector: '.admin-category-title' })),
    );
  });

  it("'Move to…' offers neither the category nor its sub-categories; a stale version is 'changed' with Reload", async () => {
    const sent: unknown[] = [];
    let reads = 0;
    const changed = 'This category was changed by someone else. Reload it to see the change.';
    renderAdmin('/admin/categories', [
      staffMeMock('manager'),
      treeMock(() => ((reads += 1), TREE)),
      recorded(
        StaffMoveCategoryDocument,
        'staffMoveCategory',
        () => refusal(changed, 'CONFLICT', 'CATEGORY_CHANGED', null),
        sent,
      ),
    ]);
    await screen.findByRole('tree');
    await userEvent.click(within(row('Dairy')).getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Dairy' });
    await userEvent.click(within(dialog).getByLabelText('Parent'));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(['None (top level)', 'Rice', 'Rice / Basmati']);
    await userEvent.click(screen.getByTitle('Rice / Basmati'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'dairy', version: 1, parent_id: 'basmati', position: 0 }]));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    const before = reads;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText(changed)).toBeNull());
  });

  it('adds a sub-category under a node, and an edit shows a refusal next to its field and sends only what changed', async () => {
    const sent: unknown[] = [];
    const cycle = 'A category cannot go under itself or one of its sub-categories';
    const answers = [
      () => category('cheese', 'Cheese', 'dairy', { version: 1 }),
      () => refusal(cycle, 'BAD_INPUT', 'CATEGORY_CYCLE', 'parent_cat_id'),
    ];
    renderAdmin('/admin/categories', [
      staffMeMock('owner'),
      treeMock(() => TREE),
      recorded(StaffSaveCategoryDocument, 'staffSaveCategory', (n) => answers[n - 1]?.(), sent),
    ]);
    await screen.findByRole('tree');
    await userEvent.click(within(row('Dairy')).getByRole('button', { name: 'Add sub-category' }));
    let drawer = await screen.findByRole('dialog', { name: 'New category under Dairy' });
    expect(within(drawer).getByPlaceholderText('Made from the title')).toHaveValue('');
    await userEvent.type(within(drawer).getByLabelText('Title'), ' Cheese ');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save category' }));
    await waitFor(() =>
      expect(sent[0]).toEqual({ input: { title: 'Cheese', parent_cat_id: 'dairy', status: 'enabled' } }),
    );
    expect(await screen.findByText('Category saved')).toBeInTheDocument();

    await userEvent.click(within(row('Milk')).getByRole('button', { name: 'Edit' }));
    drawer = await screen.findByRole('dialog', { name: 'Edit Milk' });
    await userEvent.click(within(drawer).getByLabelText('Parent'));
    await userEvent.click(screen.getByTitle('Rice / Basmati'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ input: { _id: 'milk', version: 1, title: 'Milk', parent_cat_id: 'basmati' } });
    const parent = within(drawer).getByLabelText('Parent').closest('.ant-form-item') as HTMLElement;
    expect(await within(parent).findByText(cycle)).toBeInTheDocument();
  });
});
