// 'Registration is quick and easy' (spec §2 Credentials step, §5 Registration rules): calls
// registerClient with the address of the Location step (when there is one).
import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, type FormInstance } from 'antd';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { RegisterClientDocument } from './register.generated';
import type { AddressInput } from '../../../gql/types';
import { useToast } from '../../../shared/ui/toast';
import { MaskedInput } from '../../../shared/forms/MaskedInput';
import { email, minLength, phoneLength, required, requiredChecked, stripPhoneMask } from '../../../shared/forms/rules';
import { clientHash } from '../clientHash';
import { settle } from '../../../shared/graphql/requestOutcome';
import { parseAutoLogin, registrationProblem, REGISTER_MESSAGES, type Registration } from './registration';
import { t } from './texts';
import { withNodes } from '../../../shared/i18n/withNodes';

export interface CredentialsValues {
  fname: string;
  gender?: 'male' | 'female';
  email: string;
  password: string;
  phone: string;
  receive_offers?: boolean;
  terms?: boolean;
}

export interface CredentialsFormProps {
  address?: AddressInput | null;
  /** Pass one to keep the typed values when the form unmounts (a step back in the wizard). */
  form?: FormInstance<CredentialsValues>;
  onRegistered: (registration: Registration) => void;
}

/** The registerClient input: phone as 11 local digits (no +92), receive_offers as 1 or 0. */
export function registerInput(values: CredentialsValues, address: AddressInput | null | undefined, hash: string) {
  return {
    fname: values.fname.trim(),
    gender: values.gender ?? null,
    email: values.email.trim(),
    password: values.password,
    phone: stripPhoneMask(values.phone).replace(/^\+92/, ''),
    receive_offers: values.receive_offers ? 1 : 0,
    address: address ?? null,
    hash,
  };
}

export function CredentialsForm({ address, form, onRegistered }: CredentialsFormProps) {
  const message = useToast();
  const [register, { loading }] = useMutation(RegisterClientDocument);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: CredentialsValues) => {
    setProblem(null);
    const outcome = await settle(() =>
      register({ variables: { input: registerInput(values, address, clientHash()) } }).then((r) => ({
        value: r.data?.registerClient,
        error: r.error,
        data: r.data,
      })),
    );
    const failure = registrationProblem(outcome);
    if (!failure && outcome.kind === 'ok' && outcome.value.user?._id) {
      void message.success(REGISTER_MESSAGES.success);
      const { user, autoLoginInfo } = outcome.value;
      onRegistered({
        user: { ...user, _id: user._id as string },
        login: parseAutoLogin(autoLoginInfo) ?? { username: values.email.trim(), pwd: values.password },
      });
      return;
    }
    setProblem(failure ?? REGISTER_MESSAGES.failed);
  };

  return (
    <Form<CredentialsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      initialValues={{ receive_offers: false, terms: false }}
      className="credentials-form"
    >
      <h2>{t('accounts.register.title')}</h2>
      {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
      <Form.Item label={t('accounts.register.name')} name="fname" rules={[required]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={t('accounts.register.gender')} name="gender">
        <Radio.Group
          options={[
            { value: 'male', label: t('accounts.register.mr') },
            { value: 'female', label: t('accounts.register.miss') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('accounts.register.email')} name="email" rules={[required, email]}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={t('accounts.register.password')} name="password" rules={[required, minLength(8)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t('accounts.register.mobile')} name="phone" rules={[required, phoneLength]}>
        <MaskedInput placeholder={t('accounts.register.phonePlaceholder')} />
      </Form.Item>
      <Form.Item name="receive_offers" valuePropName="checked">
        <Checkbox>{t('accounts.register.offers')}</Checkbox>
      </Form.Item>
      <Form.Item name="terms" valuePropName="checked" rules={[requiredChecked]}>
        <Checkbox>
          {withNodes((v) => t('accounts.register.agree', v), {
            link: (
              <Link to="/p/terms_and_conditions" target="_blank" rel="noopener">
                {t('accounts.register.terms')}
              </Link>
            ),
          })}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('accounts.register.register')}
      </Button>
    </Form>
  );
}
