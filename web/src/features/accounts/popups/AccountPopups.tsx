// 'Sign In To Your Account' and 'Quick Register' (spec §2): pop-ups for visitors that switch
// between each other. Quick Register asks for the credentials only (no map) and then for the
// phone code, like the wizard.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { SignInForm } from '../signin/SignInForm';
import { CredentialsForm } from '../register/CredentialsForm';
import { VerifyAfterRegistration } from '../register/VerifyAfterRegistration';
import type { Registration } from '../register/registration';
import '../accounts.css';
import { t } from './texts';

export type PopupName = 'sign-in' | 'register';

export interface AccountPopupsProps {
  which: PopupName | null;
  onSwitch: (name: PopupName) => void;
  onClose: () => void;
}

function QuickRegister({ onSignIn, onDone }: { onSignIn: () => void; onDone: () => void }) {
  const [registration, setRegistration] = useState<Registration | null>(null);
  if (registration) return <VerifyAfterRegistration registration={registration} onDone={onDone} />;
  return (
    <>
      <CredentialsForm onRegistered={setRegistration} />
      <div className="account-aside">
        <p>{t('accounts.popups.haveAccount')}</p>
        <Button onClick={onSignIn}>{t('accounts.popups.signIn')}</Button>
      </div>
    </>
  );
}

export default function AccountPopups({ which, onSwitch, onClose }: AccountPopupsProps) {
  return (
    <>
      <Modal
        open={which === 'sign-in'}
        title={t('accounts.popups.signInTitle')}
        footer={null}
        onCancel={onClose}
        destroyOnHidden
        width={440}
      >
        <SignInForm onSignedIn={onClose} onLeave={onClose} />
        <div className="account-aside">
          <p>{t('accounts.popups.newCustomer')}</p>
          <Button onClick={() => onSwitch('register')}>{t('accounts.popups.register')}</Button>
        </div>
      </Modal>
      <Modal
        open={which === 'register'}
        title={t('accounts.popups.quickRegister')}
        footer={null}
        onCancel={onClose}
        destroyOnHidden
        width={520}
      >
        <QuickRegister onSignIn={() => onSwitch('sign-in')} onDone={onClose} />
      </Modal>
    </>
  );
}
