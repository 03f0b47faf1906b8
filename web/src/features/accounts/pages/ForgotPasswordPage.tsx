// /user/forgot-password/{step?}: the three-step password recovery (filled by the accounts issue).
import { FormSkeleton } from '../../../shared/ui/skeletons';

export default function ForgotPasswordPage() {
  return (
    <div className="account-page">
      <FormSkeleton fields={1} width={400} />
    </div>
  );
}
