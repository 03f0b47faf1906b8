import { Logo } from '../../shared/ui/Logo';

/** Shown while the settings and the signed-in user load, before the app appears. */
export function StartupScreen() {
  return (
    <div className="full-page-state" role="status" aria-live="polite">
      <Logo size={48} />
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading the store…</span>
    </div>
  );
}
