// The staff sign-in: e-mail and password through the store's own sign-in (PUT /api/user/login, the
// accounts feature's useSignIn), so staff carry the same tokens as customers.
import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useSignIn } from '../../accounts';
import { email, required } from '../../../shared/forms/rules';
import { t } from '../texts';

interface Credentials {
  email: string;
  password: string;
}

export function StaffSignInForm() {
  const signIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Credentials) => {
    setBusy(true);
    setProblem(null);
    const result = await signIn(values.email.trim(), values.password);
    setBusy(false);
    if (!result.ok) setProblem(result.message);
  };

  return (
    <Card className="admin-sign-in" title={<h1 className="admin-sign-in-title">{t('admin.signIn.title')}</h1>}>
      <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
        <Form.Item label={t('admin.signIn.email')} name="email" rules={[required, email]}>
          <Input type="email" autoComplete="username" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item label={t('admin.signIn.password')} name="password" rules={[required]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('admin.signIn.submit')}
        </Button>
      </Form>
    </Card>
  );
}
