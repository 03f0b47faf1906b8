import { LightButton } from '../../shared/ui/LightButton';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from './texts';

/** A page that threw while rendering, or whose code failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="full-page-state" id="main-content">
      <div className="state-illustration" aria-hidden="true">
        {notFound ? '🧺' : '⚠️'}
      </div>
      <h1 className="state-title">
        {notFound ? t('app.layout.routeError.notFoundTitle') : t('app.layout.routeError.title')}
      </h1>
      <p className="state-text">{notFound ? t('app.layout.routeError.notFound') : t('app.layout.routeError.text')}</p>
      {notFound ? (
        <LightButton type="primary" href="/">
          {t('app.layout.routeError.backHome')}
        </LightButton>
      ) : (
        <LightButton type="primary" onClick={() => window.location.reload()}>
          {t('app.layout.routeError.reload')}
        </LightButton>
      )}
    </main>
  );
}
