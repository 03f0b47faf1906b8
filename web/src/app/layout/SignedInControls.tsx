// Signed-in header controls: 'Your Orders' (desktop, when there are orders) and the
// 'Your Account' popover with the phone-confirmation dialog and the server-side sign out.
import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Popover } from 'antd';
import { LogoutOutlined, ProfileOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useSignOut } from '../../features/accounts/signout/useSignOut';

const PhoneConfirmDialog = lazy(() => import('../../features/accounts/verify/PhoneConfirmDialog'));

interface AccountMenuProps {
  onSignOut: () => void;
  onConfirm: () => void;
  onNavigate: () => void;
}

function AccountMenu({ onSignOut, onConfirm, onNavigate }: AccountMenuProps) {
  const { user } = useAuth();
  const unconfirmed = (user?.phone_confirmed ?? 0) < 1;
  return (
    <nav aria-label="Your Account" className="account-menu">
      <Link to="/user/profile" className="account-menu-item" onClick={onNavigate}>
        <SettingOutlined aria-hidden="true" /> Account Settings
      </Link>
      <Link to="/user/my-orders" className="account-menu-item" onClick={onNavigate}>
        <ProfileOutlined aria-hidden="true" /> Orders History
      </Link>
      {unconfirmed ? (
        <Button type="primary" danger block className="account-menu-confirm" icon={<SafetyCertificateOutlined />} onClick={onConfirm}>
          Confirm Account
        </Button>
      ) : null}
      <Button type="text" block className="account-menu-item" icon={<LogoutOutlined />} onClick={onSignOut}>
        Sign out
      </Button>
    </nav>
  );
}

export default function SignedInControls({ isMobile }: { isMobile: boolean }) {
  const { ordersCount } = useAuth();
  const [modal, modalHolder] = Modal.useModal();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // Asks first, then logs out on the server, forgets the session and reloads the home page.
  const confirmSignOut = () => {
    setMenuOpen(false);
    void modal.confirm({
      title: 'Are you really sure you want to sign out?',
      okText: 'Yes, sign out',
      cancelText: 'Cancel',
      onOk: signOut,
    });
  };

  const openConfirmation = () => {
    setMenuOpen(false);
    setConfirming(true);
  };

  return (
    <>
      {modalHolder}
      {!isMobile && ordersCount > 0 ? (
        <Link to="/user/my-orders" className="header-link">
          Your Orders
        </Link>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <PhoneConfirmDialog open onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
      <Popover
        content={<AccountMenu onSignOut={confirmSignOut} onConfirm={openConfirmation} onNavigate={() => setMenuOpen(false)} />}
        trigger="click"
        placement="bottomRight"
        open={menuOpen}
        onOpenChange={setMenuOpen}
      >
        <Button type="text" className="header-button" icon={<UserOutlined />} aria-haspopup="true">
          {isMobile ? <span className="visually-hidden">Your Account</span> : 'Your Account'}
        </Button>
      </Popover>
    </>
  );
}
