// /user/verify: 'Phone Number Verification' for the signed-in customer (spec §2). A visitor is
// asked to sign in first; a confirmed phone goes straight to the registration-complete page.
import { Card } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PhoneVerification } from '../verify/PhoneVerification';
import { useMarkPhoneConfirmed } from '../verify/useMarkPhoneConfirmed';
import { REGISTER_SUCCESS_PATH } from '../register/VerifyAfterRegistration';
import '../accounts.css';
import { t } from './texts';

export default function VerifyPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const markConfirmed = useMarkPhoneConfirmed();
  useDocumentTitle(t('accounts.pages.verifyTitle'));

  if (!user) return <Navigate to="/user/sign-in?redirect=%2Fuser%2Fverify" replace />;
  if ((user.phone_confirmed ?? 0) > 0) return <Navigate to={REGISTER_SUCCESS_PATH} replace />;
  return (
    <Card className="account-card">
      <PhoneVerification
        user={user}
        sendOnOpen
        onVerified={async (confirmed) => {
          // Leave first: the confirmed user would otherwise be redirected here as well.
          await navigate(REGISTER_SUCCESS_PATH, { replace: true });
          markConfirmed(confirmed);
        }}
      />
    </Card>
  );
}
