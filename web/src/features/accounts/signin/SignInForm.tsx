// Email and Password with 'Forgot password?' and 'Sign in' (spec §2, §5): used by the
// /user/sign-in page and the 'Sign In To Your Account' pop-up.
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { email, minLength, required } from '../../../shared/forms/rules';
import { useSignIn } from './useSignIn';
import { t } from './texts';

interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** Called once the session is saved. */
  onSignedIn?: () => void;
  /** Called when the 'Forgot password?' link is followed (a pop-up closes itself). */
  onLeave?: () => void;
}

export function SignInForm({ onSignedIn, onLeave }: SignInFormProps) {
  const signIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: SignInValues) => {
    setBusy(true);
    setProblem(null);
    const result = await signIn(values.email.trim(), values.password);
    setBusy(false);
    if (result.ok) onSignedIn?.();
    else setProblem(result.message);
  };

  return (
    <Form<SignInValues>
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      className="sign-in-form"
    >
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      <Form.Item label={t('accounts.signin.email')} name="email" rules={[required, email]}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={t('accounts.signin.password')} name="password" rules={[required, minLength(4)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className="form-row-end">
        <Link to="/user/forgot-password" onClick={onLeave}>
          {t('accounts.signin.forgot')}
        </Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('accounts.signin.signIn')}
      </Button>
    </Form>
  );
}
