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
        <p>Already have an account?</p>
        <Button onClick={onSignIn}>Sign in</Button>
      </div>
    </>
  );
}

export default function AccountPopups({ which, onSwitch, onClose }: AccountPopupsProps) {
  return (
    <>
      <Modal
        open={which === 'sign-in'}
        title="Sign In To Your Account"
        footer={null}
        onCancel={onClose}
        destroyOnHidden
        width={440}
      >
        <SignInForm onSignedIn={onClose} onLeave={onClose} />
        <div className="account-aside">
          <p>New customer? Registering is quick and easy</p>
          <Button onClick={() => onSwitch('register')}>Register</Button>
        </div>
      </Modal>
      <Modal
        open={which === 'register'}
        title="Quick Register"
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
