// The console's own frame (not the store's header and footer): behind the staff gate, a top bar with
// the role's menu, who is signed in and 'Sign out'; the routed page below (focus moves to it on each
// navigation, as in the store). Printables get no frame.
import '../admin.css';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button } from 'antd';
import { StaffGate } from './StaffGate';
import { useStaff } from './staffContext';
import { CONSOLE_HOME, MENU_PATHS, menuFor } from './roles';
import { useSignOut } from '../../accounts';
import { menuLabel, roleLabel } from './labels';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useFocusMainOnNavigate } from '../../../shared/hooks/useFocusMainOnNavigate';
import { t } from '../texts';

export default function AdminLayout() {
  const { pathname } = useLocation();
  const printable = pathname.startsWith('/admin/print/');
  useDocumentTitle(t('admin.title'));
  return (
    <div className={printable ? 'admin-print-shell' : 'admin-shell'}>
      <StaffGate>
        {printable ? (
          <main id="main-content" className="admin-print-main">
            <Outlet />
          </main>
        ) : (
          <ConsoleFrame />
        )}
      </StaffGate>
    </div>
  );
}

function ConsoleFrame() {
  const staff = useStaff();
  useFocusMainOnNavigate();
  const signOut = useSignOut({ landing: CONSOLE_HOME });
  return (
    <>
      <header className="admin-bar">
        <NavLink to={CONSOLE_HOME} end className="admin-brand">
          {t('admin.title')}
        </NavLink>
        <nav className="admin-nav" aria-label={t('admin.menu')}>
          {menuFor(staff.role).map((key) => (
            <NavLink key={key} to={MENU_PATHS[key]} className="admin-nav-link">
              {menuLabel(key, staff.role)}
            </NavLink>
          ))}
        </nav>
        <span className="admin-who">{t('admin.who', { name: staff.name ?? '', role: roleLabel(staff.role) })}</span>
        <Button onClick={() => void signOut()}>{t('admin.signOut')}</Button>
      </header>
      <main id="main-content" tabIndex={-1} className="admin-main">
        <Outlet />
      </main>
    </>
  );
}
