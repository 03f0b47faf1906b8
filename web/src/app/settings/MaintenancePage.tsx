import { Logo } from '../../shared/ui/Logo';
import { useSettings } from '../../shared/settings/storeSettings';

/** Replaces the whole app while the store setting suspend_app is 'true'. */
export function MaintenancePage() {
  const { support_phone } = useSettings();
  return (
    <main className="full-page-state maintenance-page">
      <Logo size={56} />
      <div className="state-illustration" aria-hidden="true">
        🛠️🧺
      </div>
      <h1 className="state-title">Good News!</h1>
      <p className="state-text maintenance-message">
        We are upgrading our store to serve you better. Operations will resume in a few hours.
      </p>
      {support_phone ? (
        <p className="state-text">
          Need help meanwhile? Call <a href={`tel:${support_phone}`}>{support_phone}</a>
        </p>
      ) : null}
    </main>
  );
}
