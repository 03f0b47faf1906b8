// The /admin gate: a visitor gets the staff sign-in form; a signed-in customer (staffMe refused with
// FORBIDDEN) gets 'This page is for Karyana staff only' and a link to the store; a staff member gets the
// console, with their record (role) in StaffContext.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { StaffMeDocument } from '../admin.generated';
import { StaffContext } from './staffContext';
import { StaffSignInForm } from './StaffSignInForm';
import { useSignOut } from '../../accounts';
import { CONSOLE_HOME } from './roles';
import { t } from '../texts';

export function StaffGate({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const { data, error, loading, refetch } = useQuery(StaffMeDocument, {
    skip: !user,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const outcome = user && !loading ? readOutcome(data?.staffMe, error, data) : null;
  const expired = outcome?.kind === 'server-error' && outcome.code === 'UNAUTHENTICATED';

  // A session the server no longer knows is forgotten here, so the form shows.
  useEffect(() => {
    if (expired) signOut();
  }, [expired, signOut]);

  if (!user || expired)
    return (
      <GateView>
        <StaffSignInForm />
      </GateView>
    );
  if (!outcome)
    return (
      <GateView>
        <Spin className="admin-gate-spin" size="large" aria-label={t('admin.loading')} />
      </GateView>
    );
  if (outcome.kind === 'ok' && outcome.value._id) {
    return <StaffContext.Provider value={outcome.value}>{children}</StaffContext.Provider>;
  }
  if (outcome.kind === 'server-error' && outcome.code === 'FORBIDDEN')
    return (
      <GateView>
        <StaffOnly message={outcome.message} />
      </GateView>
    );
  return (
    <GateView>
      <Alert
        type="error"
        showIcon
        className="admin-gate-error"
        title={outcome.kind === 'server-error' ? outcome.message : t('admin.gate.unreachable')}
        action={<Button onClick={() => void refetch()}>{t('admin.retry')}</Button>}
      />
    </GateView>
  );
}

/** The gate's own pages are the page's main content. */
function GateView({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="admin-main">
      {children}
    </main>
  );
}

function StaffOnly({ message }: { message: string }) {
  const signOut = useSignOut({ landing: CONSOLE_HOME });
  return (
    <Result
      status="403"
      title={<h1 className="admin-result-title">{message || t('admin.gate.staffOnly')}</h1>}
      extra={[
        <Link key="store" to="/">
          {t('admin.gate.toStore')}
        </Link>,
        <Button key="out" onClick={() => void signOut()}>
          {t('admin.signOut')}
        </Button>,
      ]}
    />
  );
}
