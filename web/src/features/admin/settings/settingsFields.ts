// The settings form's shape: every key staffSettings returns, in the groups the console shows (orders,
// delivery, store front), each with its kind (money, whole number, text, switch); the form's values from the
// server's and the input a save sends (only the keys changed, never one the server's start options fix).
import type { StaffSaveSettingsMutationVariables, StaffSettingsFieldsFragment } from '../operations.generated';

type StaffSettingsInput = StaffSaveSettingsMutationVariables['input'];

export type SettingKey = keyof StaffSettingsInput;
export type SettingKind = 'money' | 'whole' | 'text' | 'switch';
export type SettingsGroup = 'orders' | 'delivery' | 'storeFront';

export interface SettingField {
  key: SettingKey;
  kind: SettingKind;
  /** may be left empty (text) */
  optional?: boolean;
  /** smallest and largest whole number (days to show) */
  min?: number;
  max?: number;
}

export const SETTINGS_GROUPS: readonly { group: SettingsGroup; fields: readonly SettingField[] }[] = [
  {
    group: 'orders',
    fields: [
      { key: 'min_order_amount', kind: 'money' },
      { key: 'max_order_amount', kind: 'money' },
      { key: 'delivery_charges', kind: 'money' },
      { key: 'currency', kind: 'text' },
      { key: 'max_live_orders_per_customer', kind: 'whole' },
      { key: 'confirm_first_orders', kind: 'switch' },
    ],
  },
  {
    group: 'delivery',
    fields: [
      { key: 'timeslot_pre_gap', kind: 'whole' },
      { key: 'timeslot_days_to_show', kind: 'whole', min: 1, max: 14 },
    ],
  },
  {
    group: 'storeFront',
    fields: [
      { key: 'default_page_title', kind: 'text' },
      { key: 'about_label', kind: 'text' },
      { key: 'footer_text', kind: 'text', optional: true },
      { key: 'support_phone', kind: 'text', optional: true },
      { key: 'support_email', kind: 'text', optional: true },
    ],
  },
];

export const SETTING_FIELDS: readonly SettingField[] = SETTINGS_GROUPS.flatMap((g) => g.fields);

/** The server's longest text (docs/decisions.md 'Settings kinds'). */
export const SETTING_TEXT_MAX = 500;

export type SettingsValues = Record<SettingKey, string | number | boolean | null>;

/** The form's values: numbers as numbers (empty when the server has none), texts as text, switches on/off. */
export function settingsValuesOf(settings: StaffSettingsFieldsFragment | null | undefined): SettingsValues {
  const values = {} as SettingsValues;
  for (const { key, kind } of SETTING_FIELDS) {
    const value = settings?.[key];
    if (kind === 'switch') values[key] = value === true;
    else if (kind === 'text') values[key] = typeof value === 'string' ? value : '';
    else values[key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return values;
}

/** The keys the server's start options fix (shown disabled; never sent). */
export function overriddenKeys(settings: StaffSettingsFieldsFragment | null | undefined): Set<string> {
  return new Set((settings?.overridden ?? []).filter((k): k is string => !!k));
}

/** The input of a save: the keys whose value changed, texts trimmed, nothing the server fixes. */
export function settingsInput(
  original: SettingsValues,
  values: Partial<SettingsValues>,
  overridden: ReadonlySet<string> = new Set(),
): StaffSettingsInput {
  const input: Record<string, string | number | boolean> = {};
  for (const { key, kind } of SETTING_FIELDS) {
    if (overridden.has(key) || !(key in values)) continue;
    const raw = values[key];
    let value: string | number | boolean | null;
    if (kind === 'switch') value = raw === true;
    else if (kind === 'text') value = typeof raw === 'string' ? raw.trim() : '';
    else value = typeof raw === 'number' && Number.isFinite(raw) ? (kind === 'whole' ? Math.trunc(raw) : raw) : null;
    if (value === null || value === original[key]) continue;
    input[key] = value;
  }
  return input as StaffSettingsInput;
}

/** The settings key a refusal's details name, when it is a field of the form. */
export function settingFieldOf(details: string | null | undefined): SettingKey | null {
  return SETTING_FIELDS.find((f) => f.key === details)?.key ?? null;
}
