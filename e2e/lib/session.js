// Pages that start signed in: the customer's session is written to localStorage (the keys of
// web/src/shared/auth/sessionStore.ts) before the app loads, once per tab, so a test that signs
// out stays signed out on the next page load.
import { openPage, VIEWPORTS } from './browser.js';

// A transparent 1×1 PNG: map tiles come from the internet, which the test machines do not reach.
export const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const TILE_HOSTS = /tile\.openstreetmap\.org/;

/** Every map tile is a blank picture: no network, and no console noise from failed tiles. */
export async function blankMapTiles(context) {
  await context.route(TILE_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
}

/**
 * @param {{ viewport?: {width: number, height: number}, isMobile?: boolean }} options
 */
export async function signedInPage(browser, customer, { viewport = VIEWPORTS.desktop, isMobile = false } = {}) {
  const opened = await openPage(browser, viewport, { isMobile });
  await blankMapTiles(opened.context);
  await opened.context.addInitScript(
    ({ token, refreshToken, user }) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.sessionStorage.setItem('e2e-session-set', '1');
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('refresh-token', refreshToken);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: customer.token, refreshToken: customer.refreshToken, user: { ...customer.user, _id: customer.id } },
  );
  return opened;
}
