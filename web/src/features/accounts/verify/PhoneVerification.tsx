// 'Phone Number Verification' (spec §2, §4): four code boxes, a countdown from the configured
// seconds, 'Verify Registration', 'Resend Code' (only once the code expired) and
// 'Change phone number?'. Used after registration, on /user/verify and in the confirmation dialog.
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useToast } from '../../../shared/ui/toast';
import { formatPhone } from '../../../shared/forms/mask';
import { messages } from '../../../shared/forms/rules';
import { CodeBoxes, CODE_LENGTH, emptyCode } from './CodeBoxes';
import { ChangePhoneForm } from './ChangePhoneForm';
import { countdownSeconds, formatSeconds, useCountdown } from './useCountdown';
import { usePhoneRequests, VERIFY_MESSAGES, type PhoneUser } from './phoneRequests';
import { t } from './texts';

export interface PhoneVerificationProps {
  user: PhoneUser;
  /** Send a fresh code when the screen opens (a customer coming back later; registration already sent one). */
  sendOnOpen?: boolean;
  /** Runs after 'Verification successfull.'; the screen stays busy until it settles. */
  onVerified: (user: PhoneUser) => void | Promise<void>;
}

/** Each of the four boxes is required and holds exactly one character (spec §5). */
export const codeRule: Rule = {
  validator: (_, value: string[] | undefined) =>
    value && value.length === CODE_LENGTH && value.every((d) => d.length === 1)
      ? Promise.resolve()
      : Promise.reject(new Error(messages.required)),
};

export function PhoneVerification({ user, sendOnOpen = false, onVerified }: PhoneVerificationProps) {
  const toast = useToast();
  const settings = useSettings();
  const countdown = useCountdown(countdownSeconds(settings.verification_countdown));
  const { verify, resend, changePhone } = usePhoneRequests(user._id);
  const [form] = Form.useForm<{ code: string[] }>();
  const [phone, setPhone] = useState(user.phone ?? null);
  const [view, setView] = useState<'code' | 'change'>('code');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);

  const freshCode = () => {
    form.setFieldsValue({ code: emptyCode() });
    countdown.restart();
  };

  const sendCode = async (quietWhenTooSoon: boolean) => {
    setResending(true);
    const result = await resend(phone);
    setResending(false);
    if (result.ok) {
      void toast.success(VERIFY_MESSAGES.resent);
      freshCode();
    } else if (!(quietWhenTooSoon && result.code === 'RATE_LIMITED')) {
      // Asked on open just after a code went out: that code is still good, so say nothing.
      void toast.error(result.message);
    }
  };

  const sentOnOpen = useRef(false);
  useEffect(() => {
    if (!sendOnOpen || sentOnOpen.current) return;
    sentOnOpen.current = true;
    void sendCode(true);
    // Once per screen (the ref also holds under StrictMode's double effects).
  }, [sendOnOpen]);

  const submit = async ({ code }: { code: string[] }) => {
    setVerifying(true);
    const result = await verify(code.join(''));
    if (!result.ok) {
      setVerifying(false);
      void toast.error(result.message);
      form.setFieldsValue({ code: emptyCode() });
      return;
    }
    void toast.success(VERIFY_MESSAGES.verified);
    try {
      await onVerified({ ...result.user, phone: result.user.phone ?? phone });
    } finally {
      setVerifying(false);
    }
  };

  const submitPhone = async (digits: string) => {
    const result = await changePhone(digits);
    if (!result.ok) {
      void toast.error(result.message);
      return;
    }
    // The server sends a code to the new number, so the timer starts again.
    setPhone(result.user.phone ?? digits);
    setView('code'); // the code form mounts again with empty boxes
    void toast.success(VERIFY_MESSAGES.resent);
    countdown.restart();
  };

  const expired = countdown.expired;
  return (
    <section className="phone-verification" aria-labelledby="phone-verification-title">
      <h2 id="phone-verification-title">{t('accounts.verify.title')}</h2>
      {view === 'change' ? (
        <ChangePhoneForm phone={phone} onBack={() => setView('code')} onSubmit={submitPhone} />
      ) : (
        <>
          <p className="verify-phone-number">
            {t('accounts.verify.enterCode', {
              length: CODE_LENGTH,
              phone: phone ? formatPhone(phone) : t('accounts.verify.yourPhone'),
            })}
          </p>
          <Form form={form} initialValues={{ code: emptyCode() }} onFinish={(v) => void submit(v)}>
            <Form.Item name="code" rules={[codeRule]} className="code-field">
              <CodeBoxes disabled={expired || verifying} />
            </Form.Item>
            <p className="code-countdown">
              {expired ? (
                <span role="alert">{VERIFY_MESSAGES.expired}</span>
              ) : (
                <span>{t('accounts.verify.expiresIn', { time: formatSeconds(countdown.remaining) })}</span>
              )}
            </p>
            <Button type="primary" htmlType="submit" block disabled={expired} loading={verifying}>
              {t('accounts.verify.verify')}
            </Button>
          </Form>
          <div className="verify-links">
            <Button
              type="link"
              disabled={!expired || resending}
              loading={resending}
              onClick={() => void sendCode(false)}
            >
              {t('accounts.verify.resend')}
            </Button>
            <Button type="link" onClick={() => setView('change')}>
              {t('accounts.verify.changePhone')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
