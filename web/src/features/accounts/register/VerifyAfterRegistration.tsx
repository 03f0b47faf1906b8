// The verification screen right after registration; once verified, the automatic sign-in with
// the auto-login info (spec §4) makes the stored session a normal one, then the success page.
import { useNavigate } from 'react-router';
import { useToast } from '../../../shared/ui/toast';
import { useSignIn } from '../signin/useSignIn';
import { PhoneVerification } from '../verify/PhoneVerification';
import type { Registration } from './registration';

export const REGISTER_SUCCESS_PATH = '/user/register/success';

export function VerifyAfterRegistration({ registration, onDone }: { registration: Registration; onDone?: () => void }) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const toast = useToast();

  const afterVerified = async () => {
    const result = await signIn(registration.login.username, registration.login.pwd);
    onDone?.();
    if (result.ok) {
      void navigate(REGISTER_SUCCESS_PATH);
      return;
    }
    // The phone is confirmed either way; the customer signs in by hand.
    void toast.error(result.message);
    void navigate('/user/sign-in');
  };

  return <PhoneVerification user={registration.user} onVerified={afterVerified} />;
}
