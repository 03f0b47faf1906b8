// The two things every journey file needs around its tests: the real server (a fresh data folder)
// and Chromium, started before the suite's tests and stopped after them. Call it first in a
// describe (or at the top of a file): its hooks then run before the suite's own.
import { after, before } from 'node:test';
import { startServer } from './server.js';
import { launchBrowser } from './browser.js';

/**
 * @param {Record<string, string>} extraEnv passed to startServer, e.g. { KARYANA_TEST_HOOKS: '1' }
 * @returns {{ server: { url: string, dataDir: string, stop: () => Promise<void>, output: () => string },
 *             browser: { newContext: (options?: object) => Promise<import('playwright-core').BrowserContext> } }}
 *   `server` holds the started server's fields once the before hook has run; `browser` opens its
 *   contexts in the Chromium launched there (all openPage and signedInPage ask of a browser).
 */
export function serverAndBrowser(extraEnv = {}) {
  const server = {};
  let chromium = null;
  const browser = { newContext: (options) => chromium.newContext(options) };
  before(async () => {
    Object.assign(server, await startServer(extraEnv));
    chromium = await launchBrowser();
  });
  after(async () => {
    await chromium?.close();
    await server.stop?.();
  });
  return { server, browser };
}
