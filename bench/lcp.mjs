// Largest Contentful Paint of the home page on a throttled phone (issue 19), driven by bench/lcp.sh
// against a started server. Debian's Chromium (via playwright-core, launched as e2e/ does) opens the
// page in a fresh context each run (a cold cache), with the DevTools protocol's CPU throttling (4×)
// and network emulation; after the page settles it reads the last `largest-contentful-paint` entry
// (buffered) and the element it names. One unthrottled load first warms the server (the pictures'
// thumbnails are made on first request) and is not counted. Prints each run, the median and the worst.
// Usage: node bench/lcp.mjs <base url> [runs] [profile]   (profiles below; default lighthouse)
import { launchBrowser } from '../e2e/lib/browser.js';

const [BASE, RUNS_ARG = '5', PROFILE_ARG = 'lighthouse'] = process.argv.slice(2);
if (!BASE) throw new Error('usage: node bench/lcp.mjs <base url> [runs] [profile]');
const RUNS = Number(RUNS_ARG);

const kbps = (k) => (k * 1024) / 8; // kbit/s to the bytes per second the protocol takes

// Network profiles, as Network.emulateNetworkConditions applies them (per request):
// - lighthouse: Lighthouse's mobile "slow 4G" (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), its
//   numbers taken as they are.
// - devtools-slow4g: DevTools' "Slow 4G" preset, which is Lighthouse's own translation of the same
//   profile for request-level throttling (RTT × 3.75 = 562.5 ms, throughputs × 0.9): harsher.
const PROFILES = {
  lighthouse: { latency: 150, downloadThroughput: kbps(1638.4), uploadThroughput: kbps(750) },
  'devtools-slow4g': { latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) },
};
const profile = PROFILES[PROFILE_ARG];
if (!profile) throw new Error(`unknown profile ${PROFILE_ARG}: ${Object.keys(PROFILES).join(', ')}`);

// Lighthouse's mobile device: a Moto G Power's screen (412 × 823 CSS px at 1.75 device pixels).
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

/** In the page: the last LCP entry, with a short description of its element. */
function readLcp() {
  return new Promise((resolve) => {
    const describe = (el) => {
      if (!el) return '(element gone)';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const what = el.tagName === 'IMG' ? ` ${el.currentSrc || el.src}` : ` "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      return `${el.tagName.toLowerCase()}${cls}${what}`;
    };
    const timer = setTimeout(() => resolve(null), 2000);
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      clearTimeout(timer);
      resolve({ lcp: last.startTime, size: last.size, element: describe(last.element) });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** In the page: first contentful paint and the bytes of JavaScript fetched. */
function readPaintAndScripts() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const scripts = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || /\.js$/.test(r.name));
  return { fcp, scriptCount: scripts.length, scriptBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0) };
}

// Settled: no request in flight for QUIET_MS. Playwright's networkidle (half a second) is too short
// here: with the CPU 4× slower, running the home page's code between the settings answer and the
// home query takes longer than that, and the pictures had not been asked for yet.
const QUIET_MS = 3000;

function watchNetwork(page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(200);
  };
}

async function loadOnce(browser, throttled) {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Karachi' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
    }
    const quiet = watchNetwork(page);
    await page.goto(BASE, { waitUntil: 'load', timeout: 120_000 });
    await quiet();
    const lcp = await page.evaluate(readLcp);
    return { ...lcp, ...(await page.evaluate(readPaintAndScripts)) };
  } finally {
    await context.close();
  }
}

const browser = await launchBrowser();
try {
  await loadOnce(browser, false);
  console.log(
    `== home page LCP: ${RUNS} runs, profile ${PROFILE_ARG} (latency ${profile.latency} ms, ` +
      `${((profile.downloadThroughput * 8) / 1024).toFixed(0)} kbit/s down, ` +
      `${((profile.uploadThroughput * 8) / 1024).toFixed(0)} kbit/s up), CPU 4× slower, ` +
      `${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}, cold cache`,
  );
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await loadOnce(browser, true);
    if (!run.lcp) throw new Error(`run ${i + 1}: no largest-contentful-paint entry`);
    runs.push(run);
    console.log(
      `run ${i + 1}: LCP ${(run.lcp / 1000).toFixed(2)} s  FCP ${(run.fcp / 1000).toFixed(2)} s  ` +
        `JS ${run.scriptCount} files ${(run.scriptBytes / 1024).toFixed(1)} KB  ${run.element}`,
    );
  }
  const sorted = runs.map((r) => r.lcp).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const medianRun = runs.find((r) => r.lcp === median);
  console.log(
    `LCP median ${(median / 1000).toFixed(2)} s, worst ${(sorted[sorted.length - 1] / 1000).toFixed(2)} s, ` +
      `best ${(sorted[0] / 1000).toFixed(2)} s; element (median run): ${medianRun.element}`,
  );
} finally {
  await browser.close();
}
