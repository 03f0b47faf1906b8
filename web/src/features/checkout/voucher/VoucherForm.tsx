// Voucher entry (shopping.md §2, §5, §8): a coupon code (required, at least 4 characters) and a
// 'Reveal' button, disabled until the form is changed and valid; the answer shows in an inline alert.
// validateVoucher is a mutation (§7), sent uncached: each check asks about the cart as it is now.
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useMutation } from '@apollo/client/react';
import { ValidateVoucherDocument } from './voucher.generated';
import { minLength, required } from '../../../shared/forms/rules';
import { useToast } from '../../../shared/ui/toast';
import { voucherOutcome, type VoucherAnswer } from './voucherOutcome';
import { t } from '../texts';

export const COUPON_MIN_LENGTH = 4;

interface VoucherValues {
  code: string;
}

export interface VoucherFormProps {
  customerId: string;
  /** The answer of a check: the draft keeps its coupon, or clears it when empty or failed. */
  onResult: (result: VoucherAnswer | null) => void;
}

export function VoucherForm({ customerId, onResult }: VoucherFormProps) {
  const [validateVoucher] = useMutation(ValidateVoucherDocument, { fetchPolicy: 'no-cache' });
  const toast = useToast();
  const [form] = Form.useForm<VoucherValues>();
  // 'Reveal' waits for a value passing the rules below (required, at least 4 characters), read
  // directly: a validateFields call here would race the field's own validation and lose.
  const code = Form.useWatch('code', form) ?? '';
  const valid = code.length >= COUPON_MIN_LENGTH;
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ type: 'success' | 'error'; message: string } | null>(null);

  const submit = async ({ code }: VoucherValues) => {
    setBusy(true);
    let answer: Parameters<typeof voucherOutcome>[0];
    try {
      answer = await validateVoucher({ variables: { code: code.trim(), customer_id: customerId } });
    } catch (error) {
      answer = { error };
    }
    setBusy(false);
    const outcome = voucherOutcome(answer);
    if (outcome.kind === 'toast') {
      void toast.error(outcome.message);
      return;
    }
    setAlert({ type: outcome.type, message: outcome.message });
    onResult(outcome.result);
  };

  return (
    <Form<VoucherValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="voucher-form"
      onFinish={(v) => void submit(v)}
    >
      <div className="voucher-row">
        <Form.Item
          label={t('checkout.couponCode')}
          name="code"
          rules={[required, minLength(COUPON_MIN_LENGTH)]}
          className="voucher-code"
        >
          <Input autoComplete="off" placeholder={t('checkout.enterVoucher')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={busy} className="voucher-reveal">
          {t('checkout.reveal')}
        </Button>
      </div>
      {alert ? <Alert type={alert.type} showIcon title={alert.message} className="voucher-alert" /> : null}
    </Form>
  );
}
