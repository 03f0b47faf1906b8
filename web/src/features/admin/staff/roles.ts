// What each staff role sees in the console (the contract's role table, docs/api.md 'Staff'). The server
// checks every operation again; this only keeps a person's menu to what they may do.
export type StaffRole = 'owner' | 'manager' | 'picker' | 'rider';
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'manager', 'picker', 'rider'];

export type MenuKey =
  'board' | 'deliveries' | 'cash' | 'products' | 'slots' | 'vouchers' | 'settings' | 'staff' | 'audit';

const MENUS: Record<StaffRole, readonly MenuKey[]> = {
  owner: ['board', 'deliveries', 'cash', 'products', 'slots', 'vouchers', 'settings', 'staff', 'audit'],
  manager: ['board', 'deliveries', 'cash', 'products', 'slots', 'vouchers', 'settings'],
  picker: ['board'],
  rider: ['deliveries'],
};

export const MENU_PATHS: Record<MenuKey, string> = {
  board: '/admin/board',
  deliveries: '/admin/deliveries',
  cash: '/admin/cash',
  products: '/admin/products',
  slots: '/admin/slots',
  vouchers: '/admin/vouchers',
  settings: '/admin/settings',
  staff: '/admin/staff',
  audit: '/admin/audit',
};

/** Where the console starts: its sign-in form, then each role's own work (homeFor). */
export const CONSOLE_HOME = '/admin';

/** A rider's work is their deliveries; everyone else starts at the board. */
export function homeFor(role: string | null | undefined): string {
  return role === 'rider' ? MENU_PATHS.deliveries : MENU_PATHS.board;
}

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return STAFF_ROLES.includes(role as StaffRole);
}

/** The menu of a role; an unknown role gets none. */
export function menuFor(role: string | null | undefined): readonly MenuKey[] {
  return isStaffRole(role) ? MENUS[role] : [];
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
