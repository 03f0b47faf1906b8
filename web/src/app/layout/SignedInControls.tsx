// Signed-in header controls: 'Your Orders' (desktop, when there are orders) and the 'Your Account'
// popover (AccountMenu: settings, orders, phone confirmation, sign out), on desktop and phones alike.
import { useState } from 'react';
import { Button, Popover } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/session';
import { AccountMenu, useAccountActions } from './AccountMenu';
import { t } from './texts';

export interface SignedInControlsProps {
  isMobile: boolean;
  /** Told when the account popover opens and closes (the phone header stays in place while it is open). */
  onMenuOpenChange?: (open: boolean) => void;
}

export default function SignedInControls({ isMobile, onMenuOpenChange }: SignedInControlsProps) {
  const { ordersCount } = useAuth();
  const actions = useAccountActions();
  const [menuOpen, setMenuOpenState] = useState(false);
  const setMenuOpen = (open: boolean) => {
    setMenuOpenState(open);
    onMenuOpenChange?.(open);
  };

  return (
    <>
      {actions.dialogs}
      {!isMobile && ordersCount > 0 ? (
        <Link to="/user/my-orders" className="header-link">
          {t('app.layout.account.yourOrders')}
        </Link>
      ) : null}
      <Popover
        content={<AccountMenu actions={actions} onDone={() => setMenuOpen(false)} />}
        trigger="click"
        placement="bottomRight"
        open={menuOpen}
        onOpenChange={setMenuOpen}
      >
        <Button
          type="text"
          className={isMobile ? 'header-button mobile-account-button' : 'header-button'}
          icon={<UserOutlined />}
          aria-haspopup="true"
          aria-expanded={menuOpen}
        >
          {isMobile ? (
            <span className="visually-hidden">{t('app.layout.account.label')}</span>
          ) : (
            t('app.layout.account.label')
          )}
        </Button>
      </Popover>
    </>
  );
}
