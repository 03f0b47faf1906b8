import { Logo } from '../../shared/ui/Logo';
import { t } from './texts';

/** Shown while the settings and the signed-in user load, before the app appears. */
export function StartupScreen() {
  return (
    <div className="full-page-state" role="status" aria-live="polite">
      <Logo size={48} />
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.settings.startup.loading')}</span>
    </div>
  );
}
