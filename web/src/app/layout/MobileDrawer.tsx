// The mobile left drawer: Shop (drill down through the category tree, with Back), Your Orders,
// Your Account and Help. For a customer 'Your Account' lists the header's account menu (settings,
// orders, phone confirmation, sign out); a visitor gets Register and Sign In at the bottom.
// antd's Drawer traps focus and closes on Escape.
import { useState } from 'react';
import { Drawer } from 'antd';
import {
  AppstoreOutlined,
  LeftOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  RightOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useCategories } from '../../shared/catalogue/useCategories';
import { categoryPath, type CategoryNode } from '../../shared/catalogue/categoryTree';
import { Logo } from '../../shared/ui/Logo';
import { useAuth } from '../../shared/auth/session';
import { VisitorButtons } from './HeaderUserControls';
import { AccountMenu, useAccountActions } from './AccountMenu';
import { t } from './texts';

type View = { kind: 'root' } | { kind: 'shop'; trail: CategoryNode[] };

/** A list item linking away from the drawer (which closes on the way). */
function DrawerLink({
  to,
  Icon,
  label,
  onClick,
}: {
  to: string;
  Icon: typeof UserOutlined;
  label: string;
  onClick: () => void;
}) {
  return (
    <li>
      <Link className="drawer-item" to={to} onClick={onClick}>
        <Icon aria-hidden="true" />
        <span>{label}</span>
      </Link>
    </li>
  );
}

/** A category's picture (when it has one) and title. */
function CategoryLabel({ node }: { node: CategoryNode }) {
  return (
    <>
      {node.image ? <img src={node.image} alt="" className="drawer-thumb" width={28} height={28} /> : null}
      <span>{node.title}</span>
    </>
  );
}

export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { tree, loading } = useCategories();
  const { user } = useAuth();
  const [view, setView] = useState<View>({ kind: 'root' });
  const accountActions = useAccountActions();

  const close = () => {
    onClose();
    setView({ kind: 'root' });
  };

  const renderRoot = () => (
    <ul className="drawer-list">
      <li>
        <button type="button" className="drawer-item" onClick={() => setView({ kind: 'shop', trail: [] })}>
          <AppstoreOutlined aria-hidden="true" />
          <span>{t('app.layout.drawer.shop')}</span>
          <RightOutlined className="drawer-item-arrow" aria-hidden="true" />
        </button>
      </li>
      <DrawerLink
        to="/user/my-orders"
        Icon={ProfileOutlined}
        label={t('app.layout.account.yourOrders')}
        onClick={close}
      />
      {user ? (
        <li className="drawer-group">
          <span className="drawer-group-title" aria-hidden="true">
            <UserOutlined /> {t('app.layout.account.label')}
          </span>
          <AccountMenu variant="drawer" actions={accountActions} onDone={close} />
        </li>
      ) : (
        <DrawerLink to="/user/profile" Icon={UserOutlined} label={t('app.layout.account.label')} onClick={close} />
      )}
      <DrawerLink to="/help" Icon={QuestionCircleOutlined} label={t('app.layout.header.help')} onClick={close} />
    </ul>
  );

  const renderShop = (trail: CategoryNode[]) => {
    const parent = trail[trail.length - 1];
    const items = parent ? parent.children : tree;
    const back = () => setView(trail.length === 0 ? { kind: 'root' } : { kind: 'shop', trail: trail.slice(0, -1) });
    return (
      <div className="drawer-shop">
        <button type="button" className="drawer-back" onClick={back}>
          <LeftOutlined aria-hidden="true" /> {t('app.layout.drawer.back')}
        </button>
        <h2 className="drawer-heading">{parent ? parent.title : t('app.layout.drawer.shop')}</h2>
        <ul className="drawer-list">
          {parent ? (
            <li>
              <Link className="drawer-item drawer-view-all" to={categoryPath(parent.slug)} onClick={close}>
                {t('app.layout.menu.viewAll', { title: parent.title })}
              </Link>
            </li>
          ) : null}
          {loading && items.length === 0 ? <li className="drawer-note">{t('app.layout.menu.loading')}</li> : null}
          {items.map((node) => (
            <li key={node.id}>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className="drawer-item"
                  onClick={() => setView({ kind: 'shop', trail: [...trail, node] })}
                >
                  <CategoryLabel node={node} />
                  <RightOutlined className="drawer-item-arrow" aria-hidden="true" />
                </button>
              ) : (
                <Link className="drawer-item" to={categoryPath(node.slug)} onClick={close}>
                  <CategoryLabel node={node} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <>
      {/* Outside the drawer, which closes before the sign-out question or the dialog opens. */}
      {accountActions.dialogs}
      <Drawer
        open={open}
        onClose={close}
        placement="left"
        size={300}
        title={<Logo size={30} />}
        className="mobile-drawer"
        closable={{ 'aria-label': t('app.layout.drawer.close') }}
        styles={{ body: { padding: 0 } }}
        footer={
          user ? null : (
            <div className="drawer-footer">
              <VisitorButtons onChoose={close} />
            </div>
          )
        }
      >
        <nav aria-label={t('app.layout.drawer.mainMenu')}>
          {view.kind === 'root' ? renderRoot() : renderShop(view.trail)}
        </nav>
      </Drawer>
    </>
  );
}
