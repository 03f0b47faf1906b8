import { Logo } from '../../shared/ui/Logo';
import { useSettings } from '../../shared/settings/storeSettings';
import { t } from './texts';
import { withNodes } from '../../shared/i18n/withNodes';

/** Replaces the whole app while the store setting suspend_app is 'true'. */
export function MaintenancePage() {
  const { support_phone } = useSettings();
  return (
    <main className="full-page-state maintenance-page">
      <Logo size={56} />
      <div className="state-illustration" aria-hidden="true">
        {'🛠️🧺'}
      </div>
      <h1 className="state-title">{t('app.settings.maintenance.title')}</h1>
      <p className="state-text maintenance-message">{t('app.settings.maintenance.text')}</p>
      {support_phone ? (
        <p className="state-text">
          {withNodes((v) => t('app.settings.maintenance.call', v), {
            phone: <a href={`tel:${support_phone}`}>{support_phone}</a>,
          })}
        </p>
      ) : null}
    </main>
  );
}
