// A category's form (new, or one to edit), shown in the categories page's drawer: title, slug (made from
// the title when left empty, kept on an edit), the parent (never the category itself or one of its
// sub-categories) and enabled. The server's refusal shows next to the field its details name; a stale
// version (CATEGORY_CHANGED) as the console's 'changed' warning with 'Reload', which reads the tree again
// and starts the form from the category as it is now.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Select, Switch } from 'antd';
import { StaffSaveCategoryDocument } from './categories.generated';
import { emptyOutcomeMessage, payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { maxLength, required } from '../../../shared/forms/rules';
import { useToast } from '../../../shared/ui/toast';
import { FormProblem, type FormProblemValue } from '../staff/FormProblem';
import { parentChoices, type Category } from './categoryTree';
import { categoryInput, categoryProblem, type CategoryFormValues } from './categoryProblem';
import { t as adminText } from '../texts';
import { t } from './texts';

const SLUG_PATTERN = /^\s*[a-z0-9-]*\s*$/;

interface Props {
  /** null: a new category */
  category: Category | null;
  /** A new category's parent (null: top level). */
  parentId: string | null;
  categories: readonly Category[];
  onSaved: (category: Category) => void;
  onReload: () => Promise<unknown>;
}

export function CategoryForm({ category, parentId, categories, onSaved, onReload }: Props) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [save] = useMutation(StaffSaveCategoryDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblemValue | null>(null);
  const toast = useToast();
  const initialValues: CategoryFormValues = {
    title: category?.title ?? '',
    slug: category?.slug ?? '',
    parent: (category ? category.parent_cat_id : parentId) ?? '',
    enabled: category ? category.status !== 'disabled' : true,
  };
  const parents = [
    { value: '', label: t('admin.categories.field.topLevel') },
    ...parentChoices(categories, category?._id ?? null),
  ];

  const submit = async (values: CategoryFormValues) => {
    setBusy(true);
    setProblem(null);
    let answer;
    try {
      answer = await save({ variables: { input: categoryInput(values, category) } });
    } catch (thrown) {
      answer = { data: undefined, error: thrown as Error };
    }
    setBusy(false);
    const value = answer.data?.staffSaveCategory;
    const refusal = value?.error;
    if (refusal?.message) {
      const shown = categoryProblem(refusal, payloadText(refusal) ?? refusal.message);
      if (shown.kind === 'field') form.setFields([{ name: shown.field, errors: [shown.message] }]);
      else setProblem(shown);
      return;
    }
    if (value?._id) {
      toast.success(t('admin.categories.saved'));
      onSaved({ ...value, _id: value._id });
      return;
    }
    setProblem({
      kind: 'alert',
      message: answer.error
        ? (serverMessage(answer.error) ?? adminText('admin.network'))
        : emptyOutcomeMessage({ answered: !!answer.data }),
    });
  };

  return (
    <Form<CategoryFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      className="admin-category-form"
    >
      <FormProblem
        problem={problem}
        reloadLabel={t('admin.categories.reload')}
        onReload={() => void onReload()}
        onClose={() => setProblem(null)}
      />
      <Form.Item label={t('admin.categories.field.title')} name="title" rules={[required, maxLength(100)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('admin.categories.field.slug')}
        name="slug"
        extra={t('admin.categories.field.slugHelp')}
        rules={[{ pattern: SLUG_PATTERN, message: t('admin.categories.field.slugRule') }]}
      >
        <Input autoComplete="off" placeholder={t('admin.categories.field.slugPlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('admin.categories.field.parent')}
        name="parent"
        extra={category ? t('admin.categories.field.parentHelp') : undefined}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={parents} className="admin-category-parent" />
      </Form.Item>
      <Form.Item label={t('admin.categories.field.enabled')} name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={busy} className="admin-save-category">
        {t('admin.categories.save')}
      </Button>
    </Form>
  );
}
