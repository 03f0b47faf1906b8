// Step 1 'Login' (shopping.md §2): registration, with an 'Already a member? Login' switch to the
// sign-in form. A new customer verifies the phone here and is signed in; the wizard then moves on.
import { useState } from 'react';
import { Button } from 'antd';
import { useToast } from '../../../shared/ui/toast';
import { CredentialsForm, PhoneVerification, type Registration, SignInForm, useSignIn } from '../../accounts';
import { t } from '../texts';

export function LoginStep() {
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const [registration, setRegistration] = useState<Registration | null>(null);
  const signIn = useSignIn();
  const toast = useToast();

  if (registration) {
    return (
      <PhoneVerification
        user={registration.user}
        onVerified={async () => {
          const result = await signIn(registration.login.username, registration.login.pwd);
          if (!result.ok) {
            void toast.error(result.message);
            setRegistration(null);
            setMode('login');
          }
        }}
      />
    );
  }
  if (mode === 'login') {
    return (
      <div className="checkout-login">
        <SignInForm />
        <div className="account-aside">
          <p>{t('checkout.newCustomer')}</p>
          <Button onClick={() => setMode('register')}>{t('checkout.register')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="checkout-login">
      <CredentialsForm onRegistered={setRegistration} />
      <div className="account-aside">
        <Button type="link" onClick={() => setMode('login')}>
          {t('checkout.alreadyMember')}
        </Button>
      </div>
    </div>
  );
}
