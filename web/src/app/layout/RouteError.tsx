import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A page that threw while rendering, or whose code failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="full-page-state" id="main-content">
      <div className="state-illustration" aria-hidden="true">
        {notFound ? '🧺' : '⚠️'}
      </div>
      <h1 className="state-title">{notFound ? '404' : 'Something went wrong'}</h1>
      <p className="state-text">
        {notFound ? 'Sorry, the page you visited does not exist.' : 'Please reload the page and try again.'}
      </p>
      {notFound ? (
        <Button type="primary" href="/">
          Back Home
        </Button>
      ) : (
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
    </main>
  );
}
