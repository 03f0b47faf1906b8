// /user/sign-in: 'Sign in' with Email and Password (filled by the accounts issue).
import { FormSkeleton } from '../../../shared/ui/skeletons';

export default function SignInPage() {
  return (
    <div className="account-page">
      <FormSkeleton fields={2} width={400} />
    </div>
  );
}
