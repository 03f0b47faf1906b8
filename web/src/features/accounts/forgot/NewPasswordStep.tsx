// Recovery step 3: the new password and its confirmation ('Password missmatch').
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { minLength, required, sameAs } from '../../../shared/forms/rules';
import { t } from './texts';

/** The server applies registration's password rule to the new password. */
export const NEW_PASSWORD_MIN = 8;

export function NewPasswordStep({ onSubmit }: { onSubmit: (password: string) => Promise<string | null> }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setProblem(await onSubmit(password));
    setBusy(false);
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      <Form.Item
        label={t('accounts.forgot.newPassword')}
        name="password"
        rules={[required, minLength(NEW_PASSWORD_MIN)]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('accounts.forgot.confirmPassword')}
        name="confirm"
        dependencies={['password']}
        rules={[required, sameAs('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('accounts.forgot.reset')}
      </Button>
    </Form>
  );
}
