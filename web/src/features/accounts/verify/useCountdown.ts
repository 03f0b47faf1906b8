// The verification code timer (spec §4): counts down whole seconds from a deadline, so a
// throttled background tab still expires on time; restart() starts it again.
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

export interface Countdown {
  remaining: number;
  expired: boolean;
  restart: () => void;
}

export function useCountdown(seconds: number): Countdown {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setRemaining(left());
    const timer = window.setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, expired: remaining === 0, restart };
}

/** m:ss for the countdown label. */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export const DEFAULT_COUNTDOWN_SECONDS = 10;

/** The configured countdown (setting verification_countdown), else 10 seconds (spec §9). */
export function countdownSeconds(setting: unknown): number {
  const n = typeof setting === 'string' ? Number(setting) : setting;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : DEFAULT_COUNTDOWN_SECONDS;
}
