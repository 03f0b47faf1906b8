import { describe, expect, it } from 'vitest';
import {
  overriddenKeys,
  SETTING_FIELDS,
  settingFieldOf,
  SETTINGS_GROUPS,
  settingsInput,
  settingsValuesOf,
} from './settingsFields';
import { confirmMatches, confirmWordFor } from './confirmWord';
import type { StaffSettingsFieldsFragment } from '../operations.generated';

const SERVER: StaffSettingsFieldsFragment = {
  currency: 'RS',
  min_order_amount: 500,
  max_order_amount: 0,
  delivery_charges: 100,
  max_live_orders_per_customer: 3,
  timeslot_pre_gap: 60,
  timeslot_days_to_show: 7,
  default_page_title: 'Karyana',
  about_label: 'About us',
  footer_text: null,
  support_phone: '03001234567',
  support_email: '',
  confirm_first_orders: true,
  suspend_app: false,
  overridden: ['delivery_charges'],
  error: null,
};

describe('the settings form', () => {
  it('groups every key the console edits once: orders, delivery, store front', () => {
    expect(SETTINGS_GROUPS.map((g) => g.group)).toEqual(['orders', 'delivery', 'storeFront']);
    expect(SETTINGS_GROUPS[0]?.fields.map((f) => f.key)).toEqual([
      'min_order_amount',
      'max_order_amount',
      'delivery_charges',
      'currency',
      'max_live_orders_per_customer',
      'confirm_first_orders',
    ]);
    const keys = SETTING_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(13);
    expect(keys).not.toContain('suspend_app');
  });

  it("takes the server's values: numbers, texts (none as empty) and switches", () => {
    const values = settingsValuesOf(SERVER);
    expect(values.min_order_amount).toBe(500);
    expect(values.max_order_amount).toBe(0);
    expect(values.footer_text).toBe('');
    expect(values.confirm_first_orders).toBe(true);
    expect(settingsValuesOf(null).delivery_charges).toBeNull();
  });

  it('sends only what changed, texts trimmed, whole numbers whole, and never a key the server fixes', () => {
    const original = settingsValuesOf(SERVER);
    const edited = {
      ...original,
      min_order_amount: 750.5,
      delivery_charges: 150,
      footer_text: '  Open 9 to 9  ',
      timeslot_pre_gap: 45.7,
      confirm_first_orders: false,
      currency: 'RS',
    };
    expect(settingsInput(original, edited, overriddenKeys(SERVER))).toEqual({
      min_order_amount: 750.5,
      footer_text: 'Open 9 to 9',
      timeslot_pre_gap: 45,
      confirm_first_orders: false,
    });
    expect(settingsInput(original, original)).toEqual({});
    // An emptied number is left unchanged (the form asks for one first).
    expect(settingsInput(original, { ...original, max_order_amount: null })).toEqual({});
  });

  it('names the field a refusal points at', () => {
    expect(settingFieldOf('timeslot_days_to_show')).toBe('timeslot_days_to_show');
    expect(settingFieldOf('suspend_app')).toBeNull();
    expect(settingFieldOf(null)).toBeNull();
  });
});

describe('the maintenance confirmation', () => {
  it('asks for SUSPEND while open and RESUME while suspended, exactly', () => {
    expect(confirmWordFor(false)).toBe('SUSPEND');
    expect(confirmWordFor(true)).toBe('RESUME');
    expect(confirmMatches('SUSPEND', 'SUSPEND')).toBe(true);
    expect(confirmMatches(' SUSPEND ', 'SUSPEND')).toBe(true);
    expect(confirmMatches('suspend', 'SUSPEND')).toBe(false);
    expect(confirmMatches('SUSPEN', 'SUSPEND')).toBe(false);
    expect(confirmMatches('RESUME', 'SUSPEND')).toBe(false);
    expect(confirmMatches(undefined, 'RESUME')).toBe(false);
  });
});
