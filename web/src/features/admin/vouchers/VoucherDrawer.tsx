// A voucher's form in a drawer beside the list (new, or one to edit): code, title, details, fix or %, the
// amount, the window as date-times in the shop's zone, the minimum order, the use limit, one per customer
// and enabled. The server's refusal shows next to the field its details name; a stale version
// (VOUCHER_CHANGED) as a warning with 'Reload' that loads the voucher as it is now.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { StaffSaveVoucherDocument, type StaffVoucherFieldsFragment } from '../operations.generated';
import { payloadText, serverMessage, emptyOutcomeMessage } from '../../../shared/graphql/requestOutcome';
import { maxLength, required } from '../../../shared/forms/rules';
import { useToast } from '../../../shared/ui/toast';
import { DISCOUNT_TYPES, formValuesOf, voucherFieldOf, voucherInput, type VoucherFormValues } from './voucherForm';
import { FormProblem } from '../staff/FormProblem';
import { t } from '../texts';

const CODE_PATTERN = /^\s*[A-Za-z0-9-]{3,30}\s*$/;
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';

interface Props {
  /** null: a new voucher */
  voucher: StaffVoucherFieldsFragment | null;
  onClose: () => void;
  onSaved: (voucher: StaffVoucherFieldsFragment) => void;
  onReload: () => Promise<unknown>;
}

export function VoucherDrawer({ voucher, onClose, onSaved, onReload }: Props) {
  const editing = !!voucher?._id;
  return (
    <Drawer
      open
      onClose={onClose}
      placement="right"
      size="min(520px, 100vw)"
      title={editing ? t('admin.vouchers.edit', { code: voucher?.code ?? '' }) : t('admin.vouchers.new')}
      rootClassName="admin-voucher-drawer"
      closable={{ 'aria-label': t('admin.close') }}
    >
      {/* A new version (a save elsewhere, 'Reload') starts the form again from the voucher as it is. */}
      <VoucherForm
        key={`${voucher?._id ?? 'new'}:${voucher?.version ?? 0}`}
        voucher={voucher}
        onSaved={onSaved}
        onReload={onReload}
      />
    </Drawer>
  );
}

type Problem = { kind: 'changed' | 'alert'; message: string };

function VoucherForm({ voucher, onSaved, onReload }: Omit<Props, 'onClose'>) {
  const [form] = Form.useForm<VoucherFormValues>();
  const [save] = useMutation(StaffSaveVoucherDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const toast = useToast();
  const type = Form.useWatch('discount_type', form) ?? voucher?.discount_type ?? 'fix';

  const submit = async (values: VoucherFormValues) => {
    setBusy(true);
    setProblem(null);
    let answer;
    try {
      answer = await save({ variables: { input: voucherInput(values, voucher) } });
    } catch (thrown) {
      answer = { data: undefined, error: thrown as Error };
    }
    setBusy(false);
    const value = answer.data?.staffSaveVoucher;
    const refusal = value?.error;
    if (refusal?.message) {
      const message = payloadText(refusal) ?? refusal.message;
      const field = voucherFieldOf(refusal.details);
      if (refusal.textCode === 'VOUCHER_CHANGED') setProblem({ kind: 'changed', message });
      else if (field) form.setFields([{ name: field, errors: [message] }]);
      else setProblem({ kind: 'alert', message });
      return;
    }
    if (value?._id) {
      toast.success(t('admin.vouchers.saved'));
      onSaved(value);
      return;
    }
    setProblem({
      kind: 'alert',
      message: answer.error
        ? (serverMessage(answer.error) ?? t('admin.network'))
        : emptyOutcomeMessage({ answered: !!answer.data }),
    });
  };

  return (
    <Form<VoucherFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={formValuesOf(voucher)}
      onFinish={(v) => void submit(v)}
      className="admin-voucher-form"
    >
      <FormProblem problem={problem} reloadLabel={t('admin.vouchers.reload')} onReload={() => void onReload()} />
      <Form.Item
        label={t('admin.vouchers.code')}
        name="code"
        extra={t('admin.vouchers.codeHint')}
        rules={[required, { pattern: CODE_PATTERN, message: t('admin.vouchers.codeRule') }]}
      >
        <Input autoComplete="off" className="admin-voucher-code" />
      </Form.Item>
      <Form.Item label={t('admin.vouchers.title')} name="title" rules={[required, maxLength(200)]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('admin.vouchers.details')} name="details" rules={[maxLength(2000)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t('admin.vouchers.type')} name="discount_type" rules={[required]}>
        <Radio.Group
          optionType="button"
          options={DISCOUNT_TYPES.map((value) => ({
            value,
            label: value === '%' ? t('admin.vouchers.typePercent') : t('admin.vouchers.typeFix'),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={type === '%' ? t('admin.vouchers.amountPercent') : t('admin.vouchers.amountFix')}
        name="amount"
        rules={[required]}
      >
        <InputNumber min={0} max={type === '%' ? 100 : undefined} precision={2} className="admin-number-input" />
      </Form.Item>
      <div className="admin-voucher-window">
        <Form.Item label={t('admin.vouchers.starts')} name="activation" extra={t('admin.vouchers.startsHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} className="admin-date-input" />
        </Form.Item>
        <Form.Item label={t('admin.vouchers.ends')} name="deactivation" extra={t('admin.vouchers.endsHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} className="admin-date-input" />
        </Form.Item>
      </div>
      <Form.Item label={t('admin.vouchers.minOrder')} name="min_order_amount" extra={t('admin.vouchers.minOrderHint')}>
        <InputNumber min={0} precision={2} className="admin-number-input" />
      </Form.Item>
      <Form.Item label={t('admin.vouchers.limitUsage')} name="limit_usage" extra={t('admin.vouchers.limitUsageHint')}>
        <InputNumber min={0} precision={0} className="admin-number-input" />
      </Form.Item>
      <Form.Item label={t('admin.vouchers.onePerCustomer')} name="limit_one_per_customer" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('admin.vouchers.enabled')} name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={busy} className="admin-save-voucher">
        {t('admin.vouchers.save')}
      </Button>
    </Form>
  );
}
