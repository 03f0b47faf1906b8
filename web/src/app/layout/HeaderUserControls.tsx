// The header's account area: Register and Sign In for visitors; the signed-in controls
// (account popover, 'Your Orders') load only for signed-in customers.
import { Suspense } from 'react';
import { lazyWithAntd } from '../../shared/ui/antd/lazyWithAntd';
import { LightButton } from '../../shared/ui/LightButton';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/session';
import { OPEN_REGISTER, OPEN_SIGN_IN, requestPopup } from '../../shared/events';
import { t } from './texts';

const SignedInControls = lazyWithAntd(() => import('./SignedInControls'));

/**
 * Register and Sign In; compact (the mobile header) keeps only Sign In, the drawer has both.
 * `onChoose` lets the drawer close itself before the pop-up opens over it.
 */
export function VisitorButtons({ compact = false, onChoose }: { compact?: boolean; onChoose?: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      {compact ? null : (
        <LightButton
          type="text"
          className="header-button"
          onClick={() => {
            onChoose?.();
            if (!requestPopup(OPEN_REGISTER)) void navigate('/user/register');
          }}
        >
          {t('app.layout.header.register')}
        </LightButton>
      )}
      <LightButton
        type="primary"
        className="header-button"
        icon={<UserOutlined />}
        onClick={() => {
          onChoose?.();
          if (!requestPopup(OPEN_SIGN_IN)) void navigate('/user/sign-in');
        }}
      >
        {t('app.layout.header.signIn')}
      </LightButton>
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
