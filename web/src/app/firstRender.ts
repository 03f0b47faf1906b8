// When the app draws first (issue 19). Opened on '/', the first render waits for the home page's code
// (preloaded by the boot script, in by DOMContentLoaded or just after): the frame and the page, slider
// included, then come in one commit instead of the page skeleton first and the page a long task later.
// Until then index.html's static start-up screen shows. Other paths draw at once.
import { loadHomePage } from '../features/catalogue';

export function beforeFirstRender(): Promise<void> {
  if (window.location.pathname !== '/') return Promise.resolve();
  // Code that fails to arrive loads again lazily in the route (home/HomeRoute.tsx), which shows the error.
  return loadHomePage().then(
    () => undefined,
    () => undefined,
  );
}
