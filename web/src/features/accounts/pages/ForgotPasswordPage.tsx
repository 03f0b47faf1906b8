// /user/forgot-password/{step?} (spec §2, §4): e-mail, then 'verify' (the 6-digit code), then
// 'reset' (new password), then 'Password Reset Successfull'. The e-mail and the verified code
// travel in router state and sessionStorage, as the server wants the e-mail with the code.
import { useState } from 'react';
import { Card, Result } from 'antd';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useToast } from '../../../shared/ui/toast';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { NotFound } from '../../../shared/ui/NotFound';
import { EmailStep } from '../forgot/EmailStep';
import { CodeStep } from '../forgot/CodeStep';
import { NewPasswordStep } from '../forgot/NewPasswordStep';
import { resetFlow, type ResetFlowState } from '../forgot/resetFlow';
import { RESET_MESSAGES, useResetRequests } from '../forgot/resetRequests';
import '../accounts.css';
import { t } from './texts';

const BASE = '/user/forgot-password';

function flowFrom(state: unknown): ResetFlowState | null {
  const fromRouter = state as Partial<ResetFlowState> | null;
  if (fromRouter && typeof fromRouter.email === 'string') {
    return typeof fromRouter.code === 'string'
      ? { email: fromRouter.email, code: fromRouter.code }
      : { email: fromRouter.email };
  }
  return resetFlow.get();
}

export default function ForgotPasswordPage() {
  const { step } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const requests = useResetRequests();
  const [done, setDone] = useState(false);
  useDocumentTitle(t('accounts.pages.forgot'));

  const flow = flowFrom(location.state);
  const toastSuccess = (message: string | null) => {
    if (message) void toast.success(message);
  };

  let body;
  if (done) {
    body = (
      <Result
        status="success"
        title={RESET_MESSAGES.done}
        extra={<Link to="/user/sign-in">{t('accounts.pages.signIn')}</Link>}
      />
    );
  } else if (step === undefined) {
    body = (
      <EmailStep
        initialEmail={flow?.email}
        onSubmit={async (email) => {
          const result = await requests.sendCode(email);
          if (!result.ok) return result.message;
          toastSuccess(result.message);
          resetFlow.start(email);
          await navigate(`${BASE}/verify`, { state: { email } });
          return null;
        }}
      />
    );
  } else if (step === 'verify') {
    if (!flow) return <Navigate to={BASE} replace />;
    body = (
      <CodeStep
        email={flow.email}
        onSubmit={async (code) => {
          const result = await requests.verifyCode(flow.email, code);
          if (!result.ok) return result.message;
          toastSuccess(result.message);
          resetFlow.codeVerified(flow.email, code);
          await navigate(`${BASE}/reset`, { state: { email: flow.email, code } });
          return null;
        }}
      />
    );
  } else if (step === 'reset') {
    if (!flow) return <Navigate to={BASE} replace />;
    const { email, code } = flow;
    if (!code) return <Navigate to={`${BASE}/verify`} replace state={{ email }} />;
    body = (
      <NewPasswordStep
        onSubmit={async (password) => {
          const result = await requests.resetPassword(email, code, password);
          if (!result.ok) return result.message;
          toastSuccess(result.message);
          resetFlow.clear();
          setDone(true);
          return null;
        }}
      />
    );
  } else {
    return <NotFound />;
  }

  return (
    <Card className="account-card">
      <h1>{t('accounts.pages.forgot')}</h1>
      {body}
    </Card>
  );
}
