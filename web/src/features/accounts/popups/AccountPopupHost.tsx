// Listens for the page-wide OPEN_SIGN_IN / OPEN_REGISTER events while a visitor browses and
// opens the matching pop-up. Only this listener is in the first bundle; the pop-ups load on
// first use. A signed-in user's events stay unhandled, so the caller navigates instead.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithAntd } from '../../../shared/ui/antd/lazyWithAntd';
import { useAuth } from '../../../shared/auth/session';
import { OPEN_REGISTER, OPEN_SIGN_IN } from '../../../shared/events';
import type { PopupName } from './AccountPopups';

const AccountPopups = lazyWithAntd(() => import('./AccountPopups'));

export function AccountPopupHost() {
  const { user } = useAuth();
  const [which, setWhich] = useState<PopupName | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (user) return;
    const open = (name: PopupName) => (event: Event) => {
      event.preventDefault();
      setLoaded(true);
      setWhich(name);
    };
    const onSignIn = open('sign-in');
    const onRegister = open('register');
    window.addEventListener(OPEN_SIGN_IN, onSignIn);
    window.addEventListener(OPEN_REGISTER, onRegister);
    return () => {
      window.removeEventListener(OPEN_SIGN_IN, onSignIn);
      window.removeEventListener(OPEN_REGISTER, onRegister);
    };
  }, [user]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AccountPopups which={which} onSwitch={setWhich} onClose={() => setWhich(null)} />
    </Suspense>
  );
}
