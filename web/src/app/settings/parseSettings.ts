// settings_str is one JSON string; known keys get types, the rest pass through untouched.
import { SETTINGS_DEFAULTS } from '../../shared/config';
import type { StoreSettings } from '../../shared/settings/storeSettings';
import { t } from './texts';

export type { StoreSettings };

export class SettingsParseError extends Error {}

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

export function parseSettings(raw: string | null | undefined): StoreSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    throw new SettingsParseError(t('app.settings.systemError.title'));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SettingsParseError(t('app.settings.systemError.title'));
  }
  const s = parsed as Record<string, unknown>;
  return {
    ...s,
    currency: typeof s.currency === 'string' && s.currency ? s.currency : SETTINGS_DEFAULTS.currency,
    min_order_amount: toNumber(s.min_order_amount, SETTINGS_DEFAULTS.min_order_amount),
    max_order_amount: toNumber(s.max_order_amount, SETTINGS_DEFAULTS.max_order_amount),
    deliveryCharges: toNumber(s.deliveryCharges ?? s.delivery_charges, SETTINGS_DEFAULTS.deliveryCharges),
    suspend_app: s.suspend_app === undefined ? undefined : String(s.suspend_app),
  };
}

/** The spec compares suspend_app with the text 'true'. */
export function isSuspended(settings: StoreSettings): boolean {
  return settings.suspend_app === 'true';
}
