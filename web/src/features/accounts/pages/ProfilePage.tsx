// /user/profile: Personal Details (filled by the accounts issue).
import { FormSkeleton } from '../../../shared/ui/skeletons';

export default function ProfilePage() {
  return (
    <div className="account-page">
      <FormSkeleton fields={5} width={400} />
    </div>
  );
}
