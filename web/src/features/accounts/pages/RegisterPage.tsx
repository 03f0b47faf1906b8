// /user/register: the registration wizard, Location then Credentials (filled by the accounts issue).
import { FormSkeleton } from '../../../shared/ui/skeletons';

export default function RegisterPage() {
  return (
    <div className="account-page">
      <FormSkeleton fields={6} width={600} />
    </div>
  );
}
