// /admin once signed in: the role's menu as big buttons (phone first: one column, 48 px and more).
import { Link } from 'react-router';
import { useStaff } from './staffContext';
import { MENU_PATHS, menuFor } from './roles';
import { menuLabel } from './labels';
import { t } from '../texts';

export default function AdminHome() {
  const staff = useStaff();
  return (
    <section className="admin-home">
      <h1>{t('admin.home.hello', { name: staff.name ?? '' })}</h1>
      <ul className="admin-home-menu">
        {menuFor(staff.role).map((key) => (
          <li key={key}>
            <Link to={MENU_PATHS[key]} className="admin-home-link">
              {menuLabel(key, staff.role)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
