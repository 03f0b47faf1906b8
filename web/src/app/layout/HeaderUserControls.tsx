// The header's account area: Register and Sign In for visitors; the signed-in controls
// (account popover, 'Your Orders') load only for signed-in customers.
import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/session';
import { OPEN_REGISTER, OPEN_SIGN_IN, requestPopup } from '../../shared/events';
import { t } from './texts';

const SignedInControls = lazy(() => import('./SignedInControls'));

/**
 * Register and Sign In; compact (the mobile header) keeps only Sign In, the drawer has both.
 * `onChoose` lets the drawer close itself before the pop-up opens over it.
 */
export function VisitorButtons({ compact = false, onChoose }: { compact?: boolean; onChoose?: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      {compact ? null : (
        <Button
          type="text"
          className="header-button"
          onClick={() => {
            onChoose?.();
            if (!requestPopup(OPEN_REGISTER)) void navigate('/user/register');
          }}
        >
          {t('app.layout.header.register')}
        </Button>
      )}
      <Button
        type="primary"
        className="header-button"
        icon={<UserOutlined />}
        onClick={() => {
          onChoose?.();
          if (!requestPopup(OPEN_SIGN_IN)) void navigate('/user/sign-in');
        }}
      >
        {t('app.layout.header.signIn')}
      </Button>
    </>
  );
}

export function HeaderUserControls({
  isMobile = false,
  onMenuOpenChange,
}: {
  isMobile?: boolean;
  /** Told when the signed-in customer's account popover opens and closes. */
  onMenuOpenChange?: (open: boolean) => void;
}) {
  const { user } = useAuth();
  if (!user) return <VisitorButtons compact={isMobile} />;
  return (
    <Suspense fallback={null}>
      <SignedInControls isMobile={isMobile} onMenuOpenChange={onMenuOpenChange} />
    </Suspense>
  );
}
