// Reads the device position once, with the spec's limits (3 s, any cached age).
import { GPS_OPTIONS } from '../../../shared/config';
import type { LatLng } from './types';
import { t } from './texts';

export const GPS_MESSAGES = {
  denied: t('accounts.address.gpsDenied'),
  failed: t('accounts.address.gpsFailed'),
} as const;

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

export type GpsResult = { ok: true; point: LatLng } | { ok: false; message: string };

export function readGpsPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<GpsResult> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, message: GPS_MESSAGES.failed });
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, point: [position.coords.latitude, position.coords.longitude] }),
      (error) =>
        resolve({
          ok: false,
          message: error.code === PERMISSION_DENIED ? GPS_MESSAGES.denied : GPS_MESSAGES.failed,
        }),
      GPS_OPTIONS,
    );
  });
}
