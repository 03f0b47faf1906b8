import { createContext, useContext } from 'react';
import { SETTINGS_DEFAULTS } from '../../shared/config';
import type { StoreSettings } from './parseSettings';

export const SettingsContext = createContext<StoreSettings>({ ...SETTINGS_DEFAULTS });

/** The store settings loaded once at start-up. */
export function useSettings(): StoreSettings {
  return useContext(SettingsContext);
}
