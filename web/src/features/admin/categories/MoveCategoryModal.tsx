// 'Move to…' without a mouse: a category's new parent picked from a list (never the category itself or
// one of its sub-categories); it goes last among the new parent's sub-categories.
import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { parentChoices, type Category } from './categoryTree';
import { t } from './texts';

interface Props {
  category: Category;
  categories: readonly Category[];
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}

export function MoveCategoryModal({ category, categories, onMove, onClose }: Props) {
  const [parent, setParent] = useState(category.parent_cat_id ?? '');
  const choices = [
    { value: '', label: t('admin.categories.field.topLevel') },
    ...parentChoices(categories, category._id),
  ];
  return (
    <Modal
      open
      title={t('admin.categories.moveModal.title', { title: category.title ?? '' })}
      okText={t('admin.categories.moveModal.submit')}
      cancelText={t('admin.categories.moveModal.cancel')}
      okButtonProps={{ size: 'large', className: 'admin-move-category-ok' }}
      cancelButtonProps={{ size: 'large' }}
      onOk={() => onMove(parent || null)}
      onCancel={onClose}
      rootClassName="admin-move-category-modal"
    >
      <Form layout="vertical" onFinish={() => onMove(parent || null)}>
        <Form.Item
          label={t('admin.categories.field.parent')}
          htmlFor="move-category-parent"
          extra={t('admin.categories.moveModal.help')}
        >
          <Select
            id="move-category-parent"
            showSearch={{ optionFilterProp: 'label' }}
            value={parent}
            onChange={setParent}
            options={choices}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
