// Signed-in header controls: 'Your Orders' (desktop, when there are orders) and the
// 'Your Account' popover. The accounts issue adds the phone-confirmation dialog and server logout.
import { Button, Modal, Popover } from 'antd';
import { LogoutOutlined, ProfileOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthContext';

function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { user } = useAuth();
  const unconfirmed = (user?.phone_confirmed ?? 0) < 1;
  return (
    <nav aria-label="Your Account" className="account-menu">
      <Link to="/user/profile" className="account-menu-item">
        <SettingOutlined aria-hidden="true" /> Account Settings
      </Link>
      <Link to="/user/my-orders" className="account-menu-item">
        <ProfileOutlined aria-hidden="true" /> Orders History
      </Link>
      {unconfirmed ? (
        <Link to="/user/verify" className="account-menu-confirm">
          <SafetyCertificateOutlined aria-hidden="true" /> Confirm Account
        </Link>
      ) : null}
      <Button type="text" block className="account-menu-item" icon={<LogoutOutlined />} onClick={onSignOut}>
        Sign out
      </Button>
    </nav>
  );
}

export default function SignedInControls({ isMobile }: { isMobile: boolean }) {
  const { ordersCount, signOut } = useAuth();
  const [modal, modalHolder] = Modal.useModal();

  // Asks first, then forgets the session and reloads the home page (the spec's sign-out).
  const confirmSignOut = () => {
    void modal.confirm({
      title: 'Are you really sure you want to sign out?',
      okText: 'Yes, sign out',
      cancelText: 'Cancel',
      onOk: () => {
        signOut();
        window.location.assign('/');
      },
    });
  };

  return (
    <>
      {modalHolder}
      {!isMobile && ordersCount > 0 ? (
        <Link to="/user/my-orders" className="header-link">
          Your Orders
        </Link>
      ) : null}
      <Popover content={<AccountMenu onSignOut={confirmSignOut} />} trigger="click" placement="bottomRight">
        <Button type="text" className="header-button" icon={<UserOutlined />} aria-haspopup="true">
          {isMobile ? <span className="visually-hidden">Your Account</span> : 'Your Account'}
        </Button>
      </Popover>
    </>
  );
}
