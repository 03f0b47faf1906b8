// /admin/products/new and /admin/products/:id (owner, manager): every field of StaffProductInput. An edit
// sends only the changed fields with the version it loaded; the server's refusal shows next to the field
// its details name, a stale version as a warning with 'Reload' (the person's own edits stay in the form).
// The product's stock is adjusted from here too, and its pictures (ProductPictures, saved as they change).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import {
  StaffCatalogueOptionsDocument,
  StaffProductDocument,
  StaffSaveProductDocument,
  type StaffProductFieldsFragment,
} from '../admin.generated';
import { emptyOutcomeMessage, payloadText, readOutcome, serverMessage } from '../../../shared/graphql/requestOutcome';
import { maxLength, required } from '../../../shared/forms/rules';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { createInput, editInput, EMPTY_PRODUCT, formValuesOf, type ProductFormValues } from './productChanges';
import { categoryOptions, taxText } from './catalogueOptions';
import { saveProblem, type SaveProblem } from './saveOutcome';
import { FormProblem } from '../staff/FormProblem';
import { StockModal } from './StockModal';
import { ProductPictures } from './ProductPictures';
import { productPath } from './productPaths';
import { t } from '../texts';

export default function ProductFormPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <ProductForm product={null} onReload={() => undefined} />;
}

function EditProduct({ id }: { id: string }) {
  const { data, error, loading, refetch } = useQuery(StaffProductDocument, { variables: { id } });
  const product = data?.staffProduct;
  const outcome = readOutcome(product, error, data);
  if (outcome.kind === 'ok') return <ProductForm product={outcome.value} onReload={() => void refetch()} />;
  if (loading) return <p className="admin-muted">{t('admin.loading')}</p>;
  const message =
    outcome.kind === 'server-error'
      ? outcome.message
      : outcome.kind === 'network'
        ? t('admin.network')
        : emptyOutcomeMessage(outcome);
  return (
    <section className="admin-product-form">
      <h1>{t('admin.products.edit')}</h1>
      <Alert type="error" showIcon title={message} />
      <Link to="/admin/products">{t('admin.products.backToList')}</Link>
    </section>
  );
}

function ProductForm({ product, onReload }: { product: StaffProductFieldsFragment | null; onReload: () => void }) {
  const editing = !!product?._id;
  useDocumentTitle(editing ? (product?.title ?? '') : t('admin.products.new'));
  const [form] = Form.useForm<ProductFormValues>();
  const options = useQuery(StaffCatalogueOptionsDocument);
  const [save] = useMutation(StaffSaveProductDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [stockOpen, setStockOpen] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const original = product ? formValuesOf(product) : EMPTY_PRODUCT;
  const typeId = Form.useWatch('type_id', form);
  const types = (options.data?.staffCatalogueOptions?.types ?? []).flatMap((x) => (x?._id ? [x] : []));
  const chosenType = types.find((x) => x._id === typeId);
  const attributes = (options.data?.staffCatalogueOptions?.attributes ?? []).flatMap((a) =>
    a?._id ? [{ value: a._id, label: a.title ?? a.code ?? a._id }] : [],
  );

  // When the product comes back changed (a save, a stock change, 'Reload'), the fields the person has not
  // touched take the new values; their own edits stay.
  const shown = useRef(original);
  const originalKey = JSON.stringify(original);
  useEffect(() => {
    const before = shown.current;
    const current = form.getFieldsValue(true) as ProductFormValues;
    const merged = { ...original };
    for (const key of Object.keys(original) as (keyof ProductFormValues)[]) {
      if (JSON.stringify(current[key]) !== JSON.stringify(before[key])) Object.assign(merged, { [key]: current[key] });
    }
    shown.current = original;
    form.setFieldsValue(merged);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- originalKey stands for original's content
  }, [originalKey, form]);

  const submit = async (values: ProductFormValues) => {
    const input = product?._id
      ? editInput(original, values, { id: product._id, version: product.version ?? 0 })
      : createInput(values);
    if (!input) {
      toast.success(t('admin.products.unchanged'));
      return;
    }
    setBusy(true);
    setProblem(null);
    let answer: StaffProductFieldsFragment | null | undefined;
    let failed: string | null = null;
    try {
      const r = await save({ variables: { input } });
      answer = r.data?.staffSaveProduct;
      if (!answer?.error && !answer?._id) failed = serverMessage(r.error) ?? t('admin.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? t('admin.network');
    }
    setBusy(false);
    if (failed) return setProblem({ kind: 'alert', message: failed });
    const refusal = answer?.error;
    if (refusal) {
      const found = saveProblem(refusal, payloadText(refusal) ?? '');
      if (found.kind === 'field') form.setFields([{ name: found.field, errors: [found.message] }]);
      else setProblem(found);
      return;
    }
    toast.success(t('admin.products.saved'));
    if (!editing && answer?._id) void navigate(productPath(answer._id), { replace: true });
  };

  return (
    <section className="admin-product-form">
      <div className="admin-toolbar">
        <h1>{editing ? product?.title : t('admin.products.new')}</h1>
        <Link to="/admin/products" className="admin-link-button">
          {t('admin.products.backToList')}
        </Link>
      </div>
      {product?._id ? (
        <Card title={t('admin.products.stock')} className="admin-product-stock">
          <p>
            {t('admin.products.onSale', { qty: product.available_qty ?? 0 })}{' '}
            <span className="admin-muted">
              {t('admin.products.reserved', { qty: product.reserved_for_order ?? 0 })}
            </span>
          </p>
          <Button size="large" onClick={() => setStockOpen(true)}>
            {t('admin.products.adjustStock')}
          </Button>
          <StockModal
            target={
              stockOpen
                ? {
                    id: product._id,
                    version: product.version ?? 0,
                    title: product.title ?? '',
                    availableQty: product.available_qty ?? 0,
                  }
                : null
            }
            onClose={() => {
              // A refusal may have been a stale version: the product is read again (the form keeps edits).
              setStockOpen(false);
              onReload();
            }}
            onDone={() => setStockOpen(false)}
          />
        </Card>
      ) : null}
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={original}
        onFinish={(v) => void submit(v)}
        scrollToFirstError={{ focus: true }}
        className="admin-product-fields"
      >
        <FormProblem
          problem={problem}
          reloadLabel={t('admin.products.reload')}
          onReload={() => {
            setProblem(null);
            onReload();
          }}
          onClose={() => setProblem(null)}
        />
        <Form.Item label={t('admin.products.title')} name="title" rules={[required, maxLength(200)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={t('admin.products.slug')}
          name="slug"
          rules={[maxLength(200)]}
          extra={t('admin.products.slugHelp')}
        >
          <Input placeholder={t('admin.products.slugPlaceholder')} />
        </Form.Item>
        <Form.Item
          label={t('admin.products.published')}
          name="published"
          valuePropName="checked"
          extra={t('admin.products.publishedHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label={t('admin.products.category')} name="cat_id" rules={[required]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={categoryOptions(options.data?.staffCatalogueOptions?.categories)}
            placeholder={t('admin.products.chooseCategory')}
          />
        </Form.Item>
        <div className="admin-form-row">
          <Form.Item label={t('admin.products.price')} name="price" rules={[required]}>
            <InputNumber min={0} step={1} className="admin-number" />
          </Form.Item>
          <Form.Item label={t('admin.products.priceWas')} name="price_was" extra={t('admin.products.priceWasHelp')}>
            <InputNumber min={0} step={1} className="admin-number" />
          </Form.Item>
        </div>
        <div className="admin-form-row">
          <Form.Item label={t('admin.products.taxable')} name="taxable" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            label={t('admin.products.type')}
            name="type_id"
            extra={chosenType ? t('admin.products.typeTax', { tax: taxText(chosenType.tax) }) : null}
          >
            <Select
              allowClear
              options={types.map((x) => ({ value: x._id ?? '', label: `${x.title ?? ''} (${taxText(x.tax)})` }))}
              placeholder={t('admin.products.chooseType')}
            />
          </Form.Item>
        </div>
        <div className="admin-form-row">
          <Form.Item
            label={t('admin.products.cartLimit')}
            name="limit_max_qty_in_cart"
            extra={t('admin.products.cartLimitHelp')}
          >
            <InputNumber min={0} precision={0} className="admin-number" />
          </Form.Item>
          <Form.Item label={t('admin.products.barcode')} name="barcode" rules={[maxLength(64)]}>
            <Input />
          </Form.Item>
          <Form.Item label={t('admin.products.brand')} name="brand" rules={[maxLength(100)]}>
            <Input />
          </Form.Item>
        </div>
        <Form.Item label={t('admin.products.shortDescription')} name="short_description" rules={[maxLength(1000)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label={t('admin.products.details')} name="details" extra={t('admin.products.detailsHelp')}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <fieldset className="admin-attributes">
          <legend>{t('admin.products.attributes')}</legend>
          <Form.List name="attributes">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap className="admin-attribute-row">
                    <Form.Item name={[field.name, 'attribute_id']} rules={[required]}>
                      <Select
                        aria-label={t('admin.products.attributeN', { n: index + 1 })}
                        options={attributes}
                        className="admin-select"
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']}>
                      <Input aria-label={t('admin.products.attributeValueN', { n: index + 1 })} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>{t('admin.products.removeAttribute')}</Button>
                  </Space>
                ))}
                <Button onClick={() => add({ attribute_id: undefined, value: '' })}>
                  {t('admin.products.addAttribute')}
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>
        <Button type="primary" htmlType="submit" size="large" loading={busy} className="admin-save-product">
          {t('admin.products.save')}
        </Button>
      </Form>
      {product?._id ? <ProductPictures product={{ ...product, _id: product._id }} onReload={onReload} /> : null}
    </section>
  );
}
