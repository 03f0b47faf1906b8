// Full-page start-up failures. Plain markup: these render before (and instead of) the app.
import { LightButton } from '../../shared/ui/LightButton';
import { Logo } from '../../shared/ui/Logo';
import { t } from './texts';

/** The settings query answered with errors: the store cannot run without its configuration. */
export function SystemErrorPage() {
  return (
    <main className="full-page-state">
      <Logo size={40} />
      <div className="state-illustration" aria-hidden="true">
        {'⚙️'}
      </div>
      <h1 className="state-title">{t('app.settings.systemError.title')}</h1>
      <p className="state-text">{t('app.settings.systemError.text')}</p>
    </main>
  );
}

/** The settings could not be fetched at all (network failure). */
export function RequestErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="full-page-state">
      <Logo size={40} />
      <div className="state-illustration" aria-hidden="true">
        {'📡'}
      </div>
      <h1 className="state-title">{t('app.settings.requestError.title')}</h1>
      <p className="state-text">{t('app.settings.requestError.text')}</p>
      <LightButton type="primary" size="large" onClick={onRetry}>
        {t('app.settings.requestError.retry')}
      </LightButton>
    </main>
  );
}
