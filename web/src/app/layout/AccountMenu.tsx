// The one 'Your Account' menu (shopping.md §2 Header): Account Settings, Orders History, the red
// 'Confirm Account' while the phone is unconfirmed, and 'Sign out' after the spec's question. The
// desktop popover, the phone header's popover and the phone drawer all show it, so a phone can do
// everything the desktop header can; its actions and their dialogs live here once.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { LogoutOutlined, ProfileOutlined, SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/session';
import { loadPhoneConfirmDialog, useSignOut } from '../../features/accounts';
import { t } from './texts';

const PhoneConfirmDialog = lazy(loadPhoneConfirmDialog);

export interface AccountActions {
  /** Asks 'Are you really sure…' first; 'Yes, sign out' logs out on the server and reloads '/'. */
  confirmSignOut: () => void;
  /** Opens the phone-confirmation dialog. */
  openConfirmation: () => void;
  /** The question and the dialog: render them outside any popover or drawer that closes first. */
  dialogs: ReactNode;
}

export function useAccountActions(): AccountActions {
  const [modal, modalHolder] = Modal.useModal();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);

  const confirmSignOut = useCallback(() => {
    void modal.confirm({
      title: t('app.layout.account.signOutQuestion'),
      okText: t('app.layout.account.signOutYes'),
      cancelText: t('app.layout.account.cancel'),
      onOk: signOut,
      // Focus goes to Cancel, the safe answer. antd focuses it a tick after mounting with
      // preventScroll, so a slow phone does not scroll the page to 'reveal' a dialog not yet placed.
      // (Leaving it to the dialog's own focus trap was not enough: on a loaded machine focus
      // sometimes stayed outside the dialog.)
      autoFocusButton: 'cancel',
    });
  }, [modal, signOut]);

  const openConfirmation = useCallback(() => setConfirming(true), []);

  const dialogs = (
    <>
      {modalHolder}
      {confirming ? (
        <Suspense fallback={null}>
          <PhoneConfirmDialog open onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </>
  );
  return { confirmSignOut, openConfirmation, dialogs };
}

interface AccountMenuProps {
  actions: AccountActions;
  /** Closes the popover or drawer holding the menu, before a link navigates or a dialog opens. */
  onDone: () => void;
  /** 'popover': the header's menu; 'drawer': a list among the phone drawer's items. */
  variant?: 'popover' | 'drawer';
}

export function AccountMenu({ actions, onDone, variant = 'popover' }: AccountMenuProps) {
  const { user } = useAuth();
  const unconfirmed = (user?.phone_confirmed ?? 0) < 1;
  const inDrawer = variant === 'drawer';
  const itemClass = inDrawer ? 'drawer-item' : 'account-menu-item';
  const then = (action: () => void) => () => {
    onDone();
    action();
  };

  const items = [
    <Link key="settings" to="/user/profile" className={itemClass} onClick={onDone}>
      <SettingOutlined aria-hidden="true" /> {t('app.layout.account.settings')}
    </Link>,
    <Link key="orders" to="/user/my-orders" className={itemClass} onClick={onDone}>
      <ProfileOutlined aria-hidden="true" /> {t('app.layout.account.orders')}
    </Link>,
    unconfirmed ? (
      <Button
        key="confirm"
        type="primary"
        danger
        block
        className={inDrawer ? 'account-menu-confirm drawer-confirm' : 'account-menu-confirm'}
        icon={<SafetyCertificateOutlined />}
        onClick={then(actions.openConfirmation)}
      >
        {t('app.layout.account.confirm')}
      </Button>
    ) : null,
    inDrawer ? (
      <button key="signout" type="button" className="drawer-item" onClick={then(actions.confirmSignOut)}>
        <LogoutOutlined aria-hidden="true" /> {t('app.layout.account.signOut')}
      </button>
    ) : (
      <Button
        key="signout"
        type="text"
        block
        className="account-menu-item"
        icon={<LogoutOutlined />}
        onClick={then(actions.confirmSignOut)}
      >
        {t('app.layout.account.signOut')}
      </Button>
    ),
  ].filter((item) => item !== null);

  if (!inDrawer) {
    return (
      <nav aria-label={t('app.layout.account.label')} className="account-menu">
        {items}
      </nav>
    );
  }
  return (
    <ul className="drawer-list drawer-sublist" aria-label={t('app.layout.account.label')}>
      {items.map((item) => (
        <li key={item.key}>{item}</li>
      ))}
    </ul>
  );
}
