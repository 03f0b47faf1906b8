// The store settings every layer reads (currency, order limits, texts); app/settings loads them once.
import { createContext, useContext } from 'react';
import { SETTINGS_DEFAULTS } from '../config';

export interface StoreSettings {
  currency: string;
  min_order_amount: number;
  max_order_amount: number;
  deliveryCharges: number;
  suspend_app?: string;
  timeslot_pre_gap?: number;
  timeslot_days_to_show?: number;
  default_page_title?: string;
  about_label?: string;
  footer_text?: string;
  support_phone?: string;
  support_email?: string;
  app_name?: string;
  app_download_url?: string;
  default_city?: string;
  [key: string]: unknown;
}

export const SettingsContext = createContext<StoreSettings>({ ...SETTINGS_DEFAULTS });

/** The store settings loaded once at start-up. */
export function useSettings(): StoreSettings {
  return useContext(SettingsContext);
}
