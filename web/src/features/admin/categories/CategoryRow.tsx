// One category in the tree: its title, slug, products and whether customers see it, and its buttons (Edit,
// 'Add sub-category', Move up / Move down, 'Move to…', Enable / Disable), each described by the title so
// a screen reader says which category it acts on. The buttons keep their keys to themselves (the tree's
// arrow keys and Enter would otherwise act on the tree's active node too).
import { Button, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { Category } from './categoryTree';
import { t } from './texts';

export type RowAction = 'title' | 'edit' | 'addSub' | 'up' | 'down' | 'moveTo' | 'status';

const titleId = (id: string) => `category-title-${id}`;

/**
 * Focuses a category's control after a change (the one used; its title when that control is gone or
 * disabled, as 'Move up' at the top), so focus never falls back to the page.
 */
export function focusCategoryControl(id: string, action: RowAction) {
  const find = (which: RowAction) =>
    document.querySelector<HTMLElement>(`[data-category="${CSS.escape(id)}"][data-action="${which}"]`);
  const control = find(action);
  const usable = control && !(control as HTMLButtonElement).disabled ? control : find('title');
  usable?.focus();
}

interface Props {
  category: Category;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** This category's action under way (its buttons stay focusable; the page ignores clicks meanwhile). */
  busy: RowAction | null;
  onAction: (action: RowAction) => void;
}

export function CategoryRow({ category, canMoveUp, canMoveDown, busy, onAction }: Props) {
  const id = category._id;
  const disabled = category.status === 'disabled';
  const control = (action: RowAction) => ({
    'data-category': id,
    'data-action': action,
    'aria-describedby': titleId(id),
    onClick: () => onAction(action),
  });
  return (
    <div className="admin-category-row">
      <div className="admin-category-text">
        <span id={titleId(id)} className="admin-category-title" tabIndex={-1} data-category={id} data-action="title">
          {category.title}
        </span>
        <span className="admin-category-meta">
          <span className="admin-muted">{`/${category.slug ?? ''}`}</span>
          <span className="admin-muted">{t('admin.categories.products', { count: category.product_count ?? 0 })}</span>
          {disabled ? <Tag className="admin-category-disabled">{t('admin.categories.disabled')}</Tag> : null}
          {!disabled && category.visible === false ? (
            <Tag className="admin-category-hidden">{t('admin.categories.hidden')}</Tag>
          ) : null}
        </span>
      </div>
      {/* Keys stay here: the tree's own key handling is for its active node, not these buttons. */}
      <div className="admin-category-actions" onKeyDown={(e) => e.stopPropagation()} role="presentation">
        <Button {...control('edit')}>{t('admin.categories.edit')}</Button>
        <Button {...control('addSub')}>{t('admin.categories.addSub')}</Button>
        <Button
          {...control('up')}
          aria-label={t('admin.categories.moveUp')}
          title={t('admin.categories.moveUp')}
          icon={<ArrowUpOutlined aria-hidden="true" />}
          disabled={!canMoveUp}
        />
        <Button
          {...control('down')}
          aria-label={t('admin.categories.moveDown')}
          title={t('admin.categories.moveDown')}
          icon={<ArrowDownOutlined aria-hidden="true" />}
          disabled={!canMoveDown}
        />
        <Button {...control('moveTo')}>{t('admin.categories.moveTo')}</Button>
        <Button {...control('status')} loading={busy === 'status'}>
          {disabled ? t('admin.categories.enable') : t('admin.categories.disable')}
        </Button>
      </div>
    </div>
  );
}
