// The dialog before a customer is disabled: the reason (required; the customer is shown it when they try
// to sign in) and what happens — every device they are signed in on is signed out at once. A refusal
// naming the reason (REASON_REQUIRED, TOO_LONG) sits under the field; any other above the form.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, Modal } from 'antd';
import { StaffSetCustomerDisabledDocument } from './customers.generated';
import { emptyOutcomeMessage, payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { maxLength, required } from '../../../shared/forms/rules';
import { t } from './texts';

export const REASON_MAX = 500;

interface Props {
  open: boolean;
  customerId: string;
  name: string;
  onClose: () => void;
  onDone: () => void;
}

export function DisableCustomerModal({ open, customerId, name, onClose, onDone }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [setDisabled] = useMutation(StaffSetCustomerDisabledDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    setProblem(null);
    let answer;
    try {
      answer = await setDisabled({ variables: { id: customerId, disabled: true, reason: reason.trim() } });
    } catch (thrown) {
      answer = { data: undefined, error: thrown as Error };
    }
    setBusy(false);
    const value = answer.data?.staffSetCustomerDisabled;
    const refusal = value?.error;
    if (refusal?.message) {
      const message = payloadText(refusal) ?? refusal.message;
      if (refusal.details === 'reason') form.setFields([{ name: 'reason', errors: [message] }]);
      else setProblem(message);
      return;
    }
    if (value?._id) {
      form.resetFields();
      onDone();
      return;
    }
    setProblem(
      answer.error
        ? (serverMessage(answer.error) ?? t('admin.customers.network'))
        : emptyOutcomeMessage({ answered: !!answer.data }),
    );
  };

  return (
    <Modal
      open={open}
      title={t('admin.customers.disableTitle', { name })}
      okText={t('admin.customers.disable')}
      okButtonProps={{ danger: true, loading: busy, size: 'large', className: 'admin-customer-disable-ok' }}
      cancelText={t('admin.customers.cancel')}
      cancelButtonProps={{ size: 'large' }}
      destroyOnHidden
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      onOk={() =>
        void form
          .validateFields()
          .then(submit)
          .catch(() => undefined)
      }
    >
      <p>{t('admin.customers.disableWarning')}</p>
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          label={t('admin.customers.reason')}
          name="reason"
          extra={t('admin.customers.reasonHint')}
          rules={[required, maxLength(REASON_MAX)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
