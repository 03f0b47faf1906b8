// 'Change Phone Number' (spec §2, §5): the same 11-digit rule as registration; the change
// button stays disabled while the number is unchanged.
import { useState } from 'react';
import { Button, Form, Space } from 'antd';
import { MaskedInput } from '../../../shared/forms/MaskedInput';
import { formatPhone } from '../../../shared/forms/mask';
import { phoneLength, required, stripPhoneMask } from '../../../shared/forms/rules';
import { t } from './texts';

export interface ChangePhoneFormProps {
  phone: string | null | undefined;
  onBack: () => void;
  /** Receives the 11 digits; the parent leaves this form when the number changed. */
  onSubmit: (phone: string) => Promise<void>;
}

export function ChangePhoneForm({ phone, onBack, onSubmit }: ChangePhoneFormProps) {
  const [form] = Form.useForm<{ phone: string }>();
  const current = formatPhone(phone);
  const typed = Form.useWatch('phone', form) ?? current;
  const unchanged = stripPhoneMask(typed) === stripPhoneMask(current);
  const [busy, setBusy] = useState(false);

  const submit = async ({ phone: next }: { phone: string }) => {
    setBusy(true);
    try {
      await onSubmit(stripPhoneMask(next));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone: current }}
      onFinish={(v) => void submit(v)}
    >
      <h3>{t('accounts.verify.changeTitle')}</h3>
      <Form.Item label={t('accounts.verify.mobile')} name="phone" rules={[required, phoneLength]}>
        <MaskedInput placeholder={t('accounts.verify.phonePlaceholder')} autoFocus />
      </Form.Item>
      <Space>
        <Button onClick={onBack}>{t('accounts.verify.back')}</Button>
        <Button type="primary" htmlType="submit" disabled={unchanged} loading={busy}>
          {t('accounts.verify.changeSubmit')}
        </Button>
      </Space>
    </Form>
  );
}
