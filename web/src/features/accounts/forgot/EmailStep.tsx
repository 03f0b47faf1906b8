// Recovery step 1: the e-mail address the 6-digit code goes to.
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { email, required } from '../../../shared/forms/rules';
import { t } from './texts';

export function EmailStep({
  initialEmail,
  onSubmit,
}: {
  initialEmail?: string;
  onSubmit: (email: string) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async ({ email: value }: { email: string }) => {
    setBusy(true);
    setProblem(await onSubmit(value.trim()));
    setBusy(false);
  };
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? '' }}
      onFinish={(v) => void submit(v)}
    >
      <p>{t('accounts.forgot.emailIntro')}</p>
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      <Form.Item label={t('accounts.forgot.email')} name="email" rules={[required, email]}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('accounts.forgot.sendCode')}
      </Button>
    </Form>
  );
}
