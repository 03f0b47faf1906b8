// 'Adjust stock': a reason (received, damaged, a count), its number and a note; shows the units on sale
// before -> after as the number is typed, and keeps the server's refusal (STOCK_NEGATIVE, a stale version)
// in the modal so the person can correct it. On success the caller gets the product as it now is.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { StaffAdjustStockDocument, type StaffProductFieldsFragment } from '../admin.generated';
import { settle } from '../../../shared/graphql/requestOutcome';
import { required } from '../../../shared/forms/rules';
import { useToast } from '../../../shared/ui/toast';
import { STOCK_REASONS, stockAfter, stockVariables, type StockReason } from './stockChange';
import { t } from '../texts';

export interface StockTarget {
  id: string;
  version: number;
  title: string;
  availableQty: number;
}

interface StockValues {
  reason: StockReason;
  amount: number | null;
  note?: string;
}

export function StockModal({
  target,
  onClose,
  onDone,
}: {
  target: StockTarget | null;
  onClose: () => void;
  onDone: (product: StaffProductFieldsFragment) => void;
}) {
  return target ? (
    <StockForm key={`${target.id}:${target.version}`} target={target} onClose={onClose} onDone={onDone} />
  ) : null;
}

function StockForm({
  target,
  onClose,
  onDone,
}: {
  target: StockTarget;
  onClose: () => void;
  onDone: (product: StaffProductFieldsFragment) => void;
}) {
  const [form] = Form.useForm<StockValues>();
  const [adjust] = useMutation(StaffAdjustStockDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const reason = Form.useWatch('reason', form) ?? 'received';
  const amount = Form.useWatch('amount', form);
  const after = stockAfter(target.availableQty, reason, amount);

  const submit = async (values: StockValues) => {
    if (values.amount == null) return;
    setBusy(true);
    setProblem(null);
    const result = await settle(async () => {
      const r = await adjust({ variables: stockVariables(target, values.reason, values.amount ?? 0, values.note) });
      return { value: r.data?.staffAdjustStock, error: r.error, data: r.data };
    });
    setBusy(false);
    if (result.kind === 'ok') {
      toast.success(t('admin.products.stockSaved'));
      onDone(result.value);
    } else setProblem(result.kind === 'server-error' ? result.message : t('admin.network'));
  };

  return (
    <Modal
      open
      title={t('admin.products.adjustStockOf', { title: target.title })}
      okText={t('admin.products.saveStock')}
      cancelText={t('admin.close')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      className="admin-stock-modal"
    >
      <Form<StockValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ reason: 'received', amount: null }}
        onFinish={(v) => void submit(v)}
      >
        {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
        <Form.Item label={t('admin.products.reason')} name="reason">
          <Radio.Group
            className="admin-stock-reasons"
            options={STOCK_REASONS.map((r) => ({ value: r, label: t(`admin.products.reason.${r}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={reason === 'count' ? t('admin.products.counted') : t('admin.products.units')}
          name="amount"
          rules={[required]}
        >
          <InputNumber min={reason === 'count' ? 0 : 1} precision={0} size="large" className="admin-stock-number" />
        </Form.Item>
        <p className="admin-stock-preview" aria-live="polite">
          {t('admin.products.beforeAfter', {
            before: target.availableQty,
            after: after == null ? '–' : after,
          })}
        </p>
        <Form.Item label={t('admin.products.note')} name="note">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
