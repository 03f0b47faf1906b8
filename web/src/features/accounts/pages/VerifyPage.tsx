// /user/verify: 'Phone Number Verification' (filled by the accounts issue).
import { FormSkeleton } from '../../../shared/ui/skeletons';

export default function VerifyPage() {
  return (
    <div className="account-page">
      <FormSkeleton fields={2} width={400} />
    </div>
  );
}
