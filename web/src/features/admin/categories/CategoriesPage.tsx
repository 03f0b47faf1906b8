// /admin/categories (owner, manager): the store front's category tree. Each category shows its title,
// slug, products and whether customers see it ('Disabled', or 'Hidden (a parent is disabled)'), with
// Edit, 'Add sub-category', Move up / Move down, 'Move to…' and Enable / Disable. Categories are dragged
// in the tree at a desk; the buttons do the same without a mouse and on a phone. Every move is one
// staffMoveCategory with the version seen; a stale one is the console's 'changed' warning with 'Reload'.
import './categories.css';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Empty, Tree, type TreeProps } from 'antd';
import { HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { StaffCategoriesDocument, StaffMoveCategoryDocument, StaffSaveCategoryDocument } from './categories.generated';
import { emptyOutcomeMessage, payloadText, readOutcome, serverMessage } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { FormProblem, type FormProblemValue } from '../staff/FormProblem';
import { ReadProblem } from '../staff/ReadProblem';
import {
  buildTree,
  categoriesOf,
  dropPlace,
  lastPlaceUnder,
  stepPlace,
  type Category,
  type CategoryNode,
  type Place,
} from './categoryTree';
import { categoryProblem } from './categoryProblem';
import { CategoryRow, focusCategoryControl, type RowAction } from './CategoryRow';
import { CategoryForm } from './CategoryForm';
import { CategoryPictures } from './CategoryPictures';
import { MoveCategoryModal } from './MoveCategoryModal';
import { t as adminText } from '../texts';
import { t } from './texts';

/** The drawer: a category to edit, or a new one under a parent (null: top level). */
type Editing = { id: string } | { parentId: string | null } | null;

/** The control to focus once the tree shows the change (the one used, or the category's title). */
type FocusAfter = { id: string; action: RowAction } | null;

export default function CategoriesPage() {
  useDocumentTitle(t('admin.categories.title'));
  const { data, error, loading, refetch } = useQuery(StaffCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const [move] = useMutation(StaffMoveCategoryDocument);
  const [save] = useMutation(StaffSaveCategoryDocument);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<string | null>(null);
  /** The category and action under way: one change at a time. */
  const [busy, setBusy] = useState<{ id: string; action: RowAction } | null>(null);
  const [problem, setProblem] = useState<FormProblemValue | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);

  const list = data?.staffCategories;
  const categories = categoriesOf(list);
  const outcome = list ? ({ kind: 'ok' } as const) : readOutcome(list, error, data);
  const byId = new Map(categories.map((c) => [c._id, c]));
  const parents = new Set(categories.map((c) => c.parent_cat_id).filter((id): id is string => !!id));
  const expandedKeys = [...parents].filter((id) => !collapsed.has(id));

  // Focus goes back to the control used once the tree shows the change (never left on the page body).
  // Asked for after the tree is read again, so the effect runs on the tree that shows the change.
  useEffect(() => {
    if (!focusAfter) return;
    focusCategoryControl(focusAfter.id, focusAfter.action);
    setFocusAfter(null);
  }, [focusAfter]);

  const reload = async () => {
    setProblem(null);
    await refetch();
  };

  /** Reads a refusal of a tree action (move, enable/disable) into the problem above the tree. */
  const refused = (
    answer: { error?: unknown; data?: unknown },
    value:
      | {
          _id?: string | null;
          error?: {
            message?: string | null;
            code?: string | null;
            textCode?: string | null;
            details?: string | null;
          } | null;
        }
      | null
      | undefined,
  ): boolean => {
    const refusal = value?.error;
    if (refusal?.message) {
      const shown = categoryProblem(refusal, payloadText(refusal) ?? refusal.message);
      setProblem(shown.kind === 'changed' ? shown : { kind: 'alert', message: shown.message });
      return true;
    }
    if (value?._id) return false;
    setProblem({
      kind: 'alert',
      message: answer.error
        ? (serverMessage(answer.error) ?? adminText('admin.network'))
        : emptyOutcomeMessage({ answered: !!answer.data }),
    });
    return true;
  };

  const sendMove = async (category: Category, place: Place, action: RowAction) => {
    setBusy({ id: category._id, action });
    setProblem(null);
    let answer;
    try {
      answer = await move({
        variables: {
          id: category._id,
          version: category.version ?? 0,
          parent_id: place.parentId,
          position: place.position,
        },
      });
    } catch (thrown) {
      answer = { data: undefined, error: thrown };
    }
    const done = !refused(answer, answer.data?.staffMoveCategory);
    if (done) {
      toast.success(t('admin.categories.moved', { title: category.title ?? '' }));
      if (place.parentId) setCollapsed((now) => withoutKey(now, place.parentId ?? ''));
    }
    await refetch();
    setBusy(null);
    if (done) setFocusAfter({ id: category._id, action });
  };

  const setEnabled = async (category: Category, enabled: boolean) => {
    setBusy({ id: category._id, action: 'status' });
    setProblem(null);
    let answer;
    try {
      answer = await save({
        variables: {
          input: {
            _id: category._id,
            version: category.version ?? 0,
            title: category.title ?? '',
            status: enabled ? 'enabled' : 'disabled',
          },
        },
      });
    } catch (thrown) {
      answer = { data: undefined, error: thrown };
    }
    const done = !refused(answer, answer.data?.staffSaveCategory);
    if (done) {
      const title = category.title ?? '';
      toast.success(
        enabled ? t('admin.categories.enabledNow', { title }) : t('admin.categories.disabledNow', { title }),
      );
    }
    await refetch();
    setBusy(null);
    if (done) setFocusAfter({ id: category._id, action: 'status' });
  };

  const onAction = (category: Category, action: RowAction) => {
    if (busy) return;
    if (action === 'edit') setEditing({ id: category._id });
    else if (action === 'addSub') setEditing({ parentId: category._id });
    else if (action === 'moveTo') setMoving(category._id);
    else if (action === 'status') void setEnabled(category, category.status === 'disabled');
    else {
      const place = stepPlace(categories, category._id, action === 'up' ? -1 : 1);
      if (place) void sendMove(category, place, action);
    }
  };

  const toData = (nodes: CategoryNode[]): NonNullable<TreeProps['treeData']> =>
    nodes.map((node) => ({
      key: node.category._id,
      title: (
        <CategoryRow
          category={node.category}
          canMoveUp={!!stepPlace(categories, node.category._id, -1)}
          canMoveDown={!!stepPlace(categories, node.category._id, 1)}
          busy={busy?.id === node.category._id ? busy.action : null}
          onAction={(action) => onAction(node.category, action)}
        />
      ),
      children: toData(node.children),
    }));

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(String(info.dragNode.key));
    const index = Number(String(info.node.pos).split('-').at(-1));
    const relative = info.dropPosition - index;
    if (!dragged) return;
    const place = dropPlace(categories, {
      draggedId: dragged._id,
      targetId: String(info.node.key),
      toGap: info.dropToGap,
      side: relative < 0 ? -1 : relative > 0 ? 1 : 0,
      targetOpen: info.node.expanded,
    });
    if (place) void sendMove(dragged, place, 'title');
  };

  const editingCategory = editing && 'id' in editing ? (byId.get(editing.id) ?? null) : null;
  const newParent = editing && 'parentId' in editing ? editing.parentId : null;
  const movingCategory = moving ? byId.get(moving) : undefined;

  return (
    <section className="admin-categories">
      <div className="admin-toolbar">
        <h1>{t('admin.categories.title')}</h1>
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined aria-hidden="true" />}
          className="admin-add-category"
          onClick={() => setEditing({ parentId: null })}
        >
          {t('admin.categories.add')}
        </Button>
      </div>
      <p className="admin-muted">{t('admin.categories.intro')}</p>
      <ReadProblem outcome={outcome} loading={loading} onRetry={() => void reload()} />
      <div aria-live="polite">
        <FormProblem
          problem={problem}
          reloadLabel={t('admin.categories.reload')}
          onReload={() => void reload()}
          onClose={() => setProblem(null)}
        />
      </div>
      {list && categories.length === 0 ? <Empty description={t('admin.categories.none')} /> : null}
      {categories.length > 0 ? (
        <Tree
          className="admin-category-tree"
          aria-label={t('admin.categories.tree')}
          blockNode
          selectable={false}
          draggable={{ icon: <HolderOutlined aria-hidden="true" />, nodeDraggable: () => !busy }}
          allowDrop={({ dragNode, dropNode, dropPosition }) =>
            !!dropPlace(categories, {
              draggedId: String(dragNode.key),
              targetId: String(dropNode.key),
              toGap: dropPosition !== 0,
              side: dropPosition,
              targetOpen: !collapsed.has(String(dropNode.key)),
            })
          }
          onDrop={onDrop}
          expandedKeys={expandedKeys}
          onExpand={(keys) => {
            const open = new Set(keys.map(String));
            setCollapsed(new Set([...parents].filter((id) => !open.has(id))));
          }}
          treeData={toData(buildTree(categories))}
        />
      ) : null}
      <Drawer
        open={!!editing}
        onClose={() => setEditing(null)}
        placement="right"
        size="min(520px, 100vw)"
        title={
          editingCategory
            ? t('admin.categories.editTitle', { title: editingCategory.title ?? '' })
            : newParent
              ? t('admin.categories.newUnder', { title: byId.get(newParent)?.title ?? '' })
              : t('admin.categories.new')
        }
        rootClassName="admin-category-drawer"
        closable={{ 'aria-label': adminText('admin.close') }}
        destroyOnHidden
      >
        {editing ? (
          <>
            {/* A new version (a save elsewhere, 'Reload') starts the form again from the category as it is. */}
            <CategoryForm
              key={
                editingCategory ? `${editingCategory._id}:${editingCategory.version ?? 0}` : `new:${newParent ?? ''}`
              }
              category={editingCategory}
              parentId={newParent}
              categories={categories}
              onReload={() => refetch()}
              onSaved={(saved) => {
                setEditing(null);
                if (saved.parent_cat_id) setCollapsed((now) => withoutKey(now, saved.parent_cat_id ?? ''));
                const action = editingCategory ? 'edit' : 'title';
                void refetch().then(() => setFocusAfter({ id: saved._id, action }));
              }}
            />
            {editingCategory ? (
              <CategoryPictures categoryId={editingCategory._id} onReload={() => void refetch()} />
            ) : null}
          </>
        ) : null}
      </Drawer>
      {movingCategory ? (
        <MoveCategoryModal
          category={movingCategory}
          categories={categories}
          onClose={() => setMoving(null)}
          onMove={(parentId) => {
            setMoving(null);
            if (parentId === (movingCategory.parent_cat_id || null)) return;
            void sendMove(movingCategory, lastPlaceUnder(categories, movingCategory._id, parentId), 'moveTo');
          }}
        />
      ) : null}
    </section>
  );
}

function withoutKey(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}
