// /user/profile/password: the password change form (menu label 'Pasword').
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PasswordForm } from '../profile/PasswordForm';
import { t } from './texts';

export default function PasswordPage() {
  useDocumentTitle(t('accounts.pages.password'));
  const { user } = useAuth();
  // The profile layout lets only signed-in users this far.
  return user ? <PasswordForm userId={user._id} /> : null;
}
