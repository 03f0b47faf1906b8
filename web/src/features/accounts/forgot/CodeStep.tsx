// Recovery step 2 ('verify'): the 6-digit code from the e-mail.
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { minLength, required } from '../../../shared/forms/rules';
import { t } from './texts';
import { withNodes } from '../../../shared/i18n/withNodes';

export const RESET_CODE_LENGTH = 6;

export function CodeStep({ email, onSubmit }: { email: string; onSubmit: (code: string) => Promise<string | null> }) {
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    setProblem(await onSubmit(code));
    setBusy(false);
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <p>
        {withNodes((v) => t('accounts.forgot.codeSent', { ...v, length: RESET_CODE_LENGTH }), {
          email: <strong>{email}</strong>,
        })}
      </p>
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      <Form.Item
        label={t('accounts.forgot.code')}
        name="code"
        rules={[required, minLength(RESET_CODE_LENGTH)]}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH)}
      >
        <Input
          className="reset-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('accounts.forgot.verifyCode')}
      </Button>
      <div className="account-aside">
        <Link to="/user/forgot-password">{t('accounts.forgot.otherEmail')}</Link>
      </div>
    </Form>
  );
}
