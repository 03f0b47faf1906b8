// /user/profile/password: the password change form (filled by the accounts issue).
import { FormSkeleton } from '../../../shared/ui/skeletons';

export default function PasswordPage() {
  return (
    <div className="account-page">
      <FormSkeleton fields={2} width={400} />
    </div>
  );
}
