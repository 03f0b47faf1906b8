// What a new order does on the board: a short beep (Web Audio, no sound file) and, when the person opted
// in, a browser notification. An object, so tests can watch it; both are quiet where the browser lacks them.
import { t } from '../texts';

const OPT_IN_KEY = 'admin-notifications';

function optedIn(): boolean {
  try {
    return window.localStorage.getItem(OPT_IN_KEY) === 'on';
  } catch {
    return false;
  }
}

export const liveAlerts = {
  beep(): void {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    try {
      const audio = new Context();
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = 880;
      volume.gain.value = 0.2;
      tone.connect(volume).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.25);
      tone.onended = () => void audio.close();
    } catch {
      // A browser that refuses audio before a click: the board still updates.
    }
  },

  notify(serial: string): void {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !optedIn()) return;
    new Notification(t('admin.board.newOrderTitle'), { body: t('admin.board.newOrderBody', { serial }) });
  },

  canNotify(): boolean {
    return typeof Notification !== 'undefined';
  },

  isOn(): boolean {
    return typeof Notification !== 'undefined' && Notification.permission === 'granted' && optedIn();
  },

  /** Asks the browser's permission; resolves true when notifications are on. */
  async turnOn(): Promise<boolean> {
    if (typeof Notification === 'undefined') return false;
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return false;
    try {
      window.localStorage.setItem(OPT_IN_KEY, 'on');
    } catch {
      // Kept for this page only.
    }
    return true;
  },
};
