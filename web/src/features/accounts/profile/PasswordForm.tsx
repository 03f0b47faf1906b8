// Password change (spec §2, §5): old and new password; on success the form gives way to 'Password updated'
// (the server's success, translated by its textCode).
import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { useMutation } from '@apollo/client/react';
import { UpdateUserPasswordDocument } from './profile.generated';
import { minLength, required } from '../../../shared/forms/rules';
import { useToast } from '../../../shared/ui/toast';
import { passwordOutcome } from './outcomes';
import { t } from './texts';

export const PASSWORD_MIN = 4;
const passwordRules = [required, minLength(PASSWORD_MIN)];

interface PasswordValues {
  old_password: string;
  new_password: string;
}

export function PasswordForm({ userId }: { userId: string }) {
  const toast = useToast();
  const [done, setDone] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateUserPasswordDocument);

  const submit = async (values: PasswordValues) => {
    let answer: Parameters<typeof passwordOutcome>[0];
    try {
      answer = await update({
        variables: { _id: userId, new_password: values.new_password, old_password: values.old_password },
      });
    } catch (error) {
      answer = { error };
    }
    const outcome = passwordOutcome(answer);
    if (outcome.ok) setDone(outcome.value);
    else void toast.error(outcome.message);
  };

  if (done) return <Result status="success" title={done} />;
  return (
    <Form<PasswordValues>
      layout="vertical"
      style={{ maxWidth: 400 }}
      onFinish={(values) => void submit(values)}
      className="password-form"
    >
      <Form.Item name="old_password" label={t('accounts.profile.oldPassword')} rules={passwordRules}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="new_password" label={t('accounts.profile.newPassword')} rules={passwordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('accounts.profile.update')}
      </Button>
    </Form>
  );
}
