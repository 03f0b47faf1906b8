// The console's own frame (not the store's header and footer): behind the staff gate, a top bar with
// the role's menu, who is signed in and 'Sign out'; the routed page below (focus moves to it on each
// navigation, as in the store). Printables get no frame. A menu longer than a phone's row (an owner's,
// a manager's) moves below 768 px behind a 'Menu' button into a drawer (antd's: traps focus, closes on
// Escape); a picker's and a rider's one entry stay in the row. A menu in more than one section (roles.ts)
// shows each section under its heading, on its own row under the bar at a desk and in the drawer alike.
import '../admin.css';
import { useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { StaffGate } from './StaffGate';
import { useStaff } from './staffContext';
import { CONSOLE_HOME, MENU_PATHS, menuSectionsFor, PHONE_ROW_MAX, type MenuSection } from './roles';
import { useSignOut } from '../../accounts';
import { menuGroupLabel, menuLabel, roleLabel } from './labels';
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
  const sections = menuSectionsFor(staff.role);
  const inDrawer = sections.reduce((count, section) => count + section.keys.length, 0) > PHONE_ROW_MAX;
  const barClass = ['admin-bar', inDrawer ? 'has-menu-drawer' : '', sections.length > 1 ? 'has-menu-sections' : '']
    .filter(Boolean)
    .join(' ');
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <header className={barClass}>
        {inDrawer ? (
          <Button
            className="admin-menu-button"
            icon={<MenuOutlined aria-hidden="true" />}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            {t('admin.menuButton')}
          </Button>
        ) : null}
        <NavLink to={CONSOLE_HOME} end className="admin-brand">
          {t('admin.title')}
        </NavLink>
        <MenuLinks sections={sections} role={staff.role} className="admin-nav" />
        <span className="admin-who">{t('admin.who', { name: staff.name ?? '', role: roleLabel(staff.role) })}</span>
        <Button onClick={() => void signOut()}>{t('admin.signOut')}</Button>
      </header>
      {inDrawer ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={280}
          title={t('admin.title')}
          className="admin-menu-drawer"
          closable={{ 'aria-label': t('admin.close') }}
        >
          <MenuLinks
            sections={sections}
            role={staff.role}
            className="admin-drawer-nav"
            onChoose={() => setDrawerOpen(false)}
          />
        </Drawer>
      ) : null}
      <main id="main-content" tabIndex={-1} className="admin-main">
        <Outlet />
      </main>
    </>
  );
}

/** The menu's links; with more than one section, each is a group named by its heading. */
function MenuLinks({
  sections,
  role,
  className,
  onChoose,
}: {
  sections: readonly MenuSection[];
  role: string | null | undefined;
  className: string;
  onChoose?: () => void;
}) {
  // The bar's menu and the drawer's are both in the page: each names its headings with its own ids.
  const idPrefix = useId();
  const links = (section: MenuSection) =>
    section.keys.map((key) => (
      <NavLink key={key} to={MENU_PATHS[key]} className="admin-nav-link" onClick={onChoose}>
        {menuLabel(key, role)}
      </NavLink>
    ));
  return (
    <nav className={className} aria-label={t('admin.menu')}>
      {sections.length < 2
        ? sections.flatMap(links)
        : sections.map((section) => {
            const headingId = `${idPrefix}-${section.group}`;
            return (
              <div key={section.group} className="admin-nav-section" role="group" aria-labelledby={headingId}>
                <span id={headingId} className="admin-nav-heading">
                  {menuGroupLabel(section.group)}
                </span>
                {links(section)}
              </div>
            );
          })}
    </nav>
  );
}
