// The profile area's frame: a guard for signed-in users and the menu Personal Details / Address /
// 'Pasword' (spelt as the spec has it) beside the page.
import { Menu } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import './profile.css';
import { t } from './texts';

export const PROFILE_MENU = [
  { key: '/user/profile', label: t('accounts.profile.menu.details') },
  { key: '/user/profile/addresses', label: t('accounts.profile.menu.address') },
  { key: '/user/profile/password', label: t('accounts.profile.menu.password') },
] as const;

const PROFILE_PAGE_TITLES: Record<string, string> = {
  '/user/profile': t('accounts.profile.title.details'),
  '/user/profile/addresses': t('accounts.profile.title.address'),
  '/user/profile/password': t('accounts.profile.title.password'),
};

export default function ProfileLayout() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const mobile = useIsMobile();

  // Visitors sign in first and come back here (the sign-in page follows ?redirect=).
  if (!user?._id) {
    return <Navigate to={`/user/sign-in?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  const selected = pathname.replace(/\/+$/, '');
  const page = PROFILE_PAGE_TITLES[selected];
  return (
    <div className={`profile-area${mobile ? ' is-mobile' : ''}`}>
      <nav aria-label={t('accounts.profile.nav')} className="profile-menu">
        <Menu
          mode={mobile ? 'horizontal' : 'inline'}
          selectedKeys={[selected]}
          items={PROFILE_MENU.map((item) => ({ key: item.key, label: <Link to={item.key}>{item.label}</Link> }))}
        />
      </nav>
      <section className="profile-content">
        {/* The menu shows where the customer is; the outline gets the page's h1 as well. */}
        {page ? <h1 className="visually-hidden">{page}</h1> : null}
        <Outlet />
      </section>
    </div>
  );
}
