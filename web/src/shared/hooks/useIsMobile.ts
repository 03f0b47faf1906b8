// The spec's rule: a device is mobile when the viewport is narrow and it is not a tablet.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../config';

export function isTabletUserAgent(ua: string): boolean {
  return /iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua));
}

export function isNarrowViewport(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < BREAKPOINTS.md;
}

function computeIsMobile(): boolean {
  return isNarrowViewport() && !isTabletUserAgent(navigator.userAgent);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, computeIsMobile, () => false);
}
