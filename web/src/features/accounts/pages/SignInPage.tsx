// /user/sign-in: 'Sign in' (spec §2). A signed-in user goes to ?redirect= or /.
import { Button, Card } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignInForm } from '../signin/SignInForm';
import { redirectTarget } from '../redirectTarget';
import '../accounts.css';
import { t } from './texts';

export default function SignInPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('accounts.pages.signIn'));

  if (user) return <Navigate to={redirectTarget(params.get('redirect'))} replace />;
  return (
    <Card className="account-card">
      <h1>{t('accounts.pages.signIn')}</h1>
      <SignInForm />
      <div className="account-aside">
        <p>{t('accounts.pages.newCustomer')}</p>
        <Button onClick={() => void navigate('/user/register')}>{t('accounts.pages.register')}</Button>
      </div>
    </Card>
  );
}
