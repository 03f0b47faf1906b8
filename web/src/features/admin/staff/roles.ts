// What each staff role sees in the console (the contract's role table, docs/api.md 'Staff'). The server
// checks every operation again; this only keeps a person's menu to what they may do.
export type StaffRole = 'owner' | 'manager' | 'picker' | 'rider';
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'manager', 'picker', 'rider'];

/** The console menu's sections, in menu order (a role whose entries are all in one shows no headings). */
export type MenuGroup = 'orders' | 'catalogue' | 'store' | 'admin';
export const MENU_GROUPS: readonly MenuGroup[] = ['orders', 'catalogue', 'store', 'admin'];

interface MenuEntry {
  key: string;
  path: string;
  group: MenuGroup;
  roles: readonly StaffRole[];
}

const OWNER: readonly StaffRole[] = ['owner'];
const EDITORS: readonly StaffRole[] = ['owner', 'manager'];

/**
 * Every menu entry, one line each: its path, its section and who sees it. Within a section entries keep
 * this order; the label is the catalogue's admin.menu.<key>.
 */
const MENU_ENTRIES = [
  { key: 'board', path: '/admin/board', group: 'orders', roles: ['owner', 'manager', 'picker'] },
  { key: 'deliveries', path: '/admin/deliveries', group: 'orders', roles: ['owner', 'manager', 'rider'] },
  { key: 'cash', path: '/admin/cash', group: 'orders', roles: EDITORS },
  { key: 'customers', path: '/admin/customers', group: 'orders', roles: EDITORS },
  { key: 'products', path: '/admin/products', group: 'catalogue', roles: EDITORS },
  { key: 'categories', path: '/admin/categories', group: 'catalogue', roles: EDITORS },
  { key: 'home', path: '/admin/home', group: 'catalogue', roles: EDITORS },
  { key: 'slots', path: '/admin/slots', group: 'store', roles: EDITORS },
  { key: 'vouchers', path: '/admin/vouchers', group: 'store', roles: EDITORS },
  { key: 'pages', path: '/admin/pages', group: 'store', roles: EDITORS },
  { key: 'zones', path: '/admin/zones', group: 'store', roles: EDITORS },
  { key: 'staff', path: '/admin/staff', group: 'admin', roles: OWNER },
  { key: 'audit', path: '/admin/audit', group: 'admin', roles: OWNER },
  { key: 'settings', path: '/admin/settings', group: 'admin', roles: EDITORS },
] as const satisfies readonly MenuEntry[];

export type MenuKey = (typeof MENU_ENTRIES)[number]['key'];

export const MENU_PATHS = Object.fromEntries(MENU_ENTRIES.map((entry) => [entry.key, entry.path])) as Record<
  MenuKey,
  string
>;

export interface MenuSection {
  group: MenuGroup;
  keys: readonly MenuKey[];
}

/** Where the console starts: its sign-in form, then each role's own work (homeFor). */
export const CONSOLE_HOME = '/admin';

/** A rider's work is their deliveries; everyone else starts at the board. */
export function homeFor(role: string | null | undefined): string {
  return role === 'rider' ? MENU_PATHS.deliveries : MENU_PATHS.board;
}

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return STAFF_ROLES.includes(role as StaffRole);
}

/** The menu of a role by section, empty sections left out; an unknown role gets none. */
export function menuSectionsFor(role: string | null | undefined): MenuSection[] {
  if (!isStaffRole(role)) return [];
  const mine = MENU_ENTRIES.filter((entry) => (entry.roles as readonly StaffRole[]).includes(role));
  return MENU_GROUPS.map((group) => ({
    group,
    keys: mine.filter((entry) => entry.group === group).map((entry) => entry.key),
  })).filter((section) => section.keys.length > 0);
}

/** The menu of a role in menu order; an unknown role gets none. */
export function menuFor(role: string | null | undefined): readonly MenuKey[] {
  return menuSectionsFor(role).flatMap((section) => section.keys);
}

/** A menu this long no longer fits a phone's row: below 768 px it moves behind a 'Menu' button. */
export const PHONE_ROW_MAX = 3;

/** Managers and owners run orders (assign riders, pick any rider's deliveries). */
export function managesOrders(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'manager';
}

/** Who may record picking (the picking view shows only for them). */
export function picks(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'manager' || role === 'picker';
}
