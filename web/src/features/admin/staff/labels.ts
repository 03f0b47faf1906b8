// The console's words for the server's codes (statuses, roles, menu entries), from the catalogue, so a
// translation covers them; a code the catalogue does not know is shown as it is.
import { textFor } from '../../../shared/i18n/i18n';
import type { MenuGroup, MenuKey } from './roles';
import { t } from '../texts';

/** 'ready-to-dispatch' -> 'Ready to dispatch' (admin.status.ready-to-dispatch). */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return textFor(`admin.status.${status}`) ?? status;
}

export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return textFor(`admin.role.${role}`) ?? role;
}

/** A rider's deliveries are their own: 'My deliveries'. */
export function menuLabel(key: MenuKey, role: string | null | undefined): string {
  if (key === 'deliveries' && role === 'rider') return t('admin.menu.myDeliveries');
  return textFor(`admin.menu.${key}`) ?? key;
}

/** A menu section's heading (admin.menuGroup.<group>). */
export function menuGroupLabel(group: MenuGroup): string {
  return textFor(`admin.menuGroup.${group}`) ?? group;
}
