// Where the home page's LCP time goes on the throttled phone of bench/lcp.mjs (issue 19): one run's
// milestones read in the page — the boot script's start-up answers, DOMContentLoaded, the first slide's
// request (start, first byte, end, from Resource Timing), first contentful paint, LCP — and the main
// thread's long tasks (over 50 ms, from a Long Tasks observer installed before the page's scripts).
// Usage: node bench/lcp_timeline.mjs <base url> [runs] [profile]   (the profiles of bench/lcp.mjs)
import { launchBrowser } from '../e2e/lib/browser.js';

const [BASE, RUNS_ARG = '3', PROFILE_ARG = 'lighthouse'] = process.argv.slice(2);
if (!BASE) throw new Error('usage: node bench/lcp_timeline.mjs <base url> [runs] [profile]');
const kbps = (k) => (k * 1024) / 8;
const PROFILES = {
  lighthouse: { latency: 150, downloadThroughput: kbps(1638.4), uploadThroughput: kbps(750) },
  'devtools-slow4g': { latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) },
};
const profile = PROFILES[PROFILE_ARG];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

function installObservers() {
  window.__longTasks = [];
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp.push([Math.round(e.startTime), e.url || e.element?.tagName]);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

function readTimeline() {
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const r = (x) => (x == null ? null : Math.round(x));
  const resources = performance
    .getEntriesByType('resource')
    .filter((e) => /graphql|banners|\.js$|\.css$/.test(e.name))
    .map((e) => ({
      name: e.name.replace(location.origin, '').slice(0, 60),
      start: r(e.startTime),
      firstByte: r(e.responseStart),
      end: r(e.responseEnd),
      bytes: e.transferSize,
    }));
  return {
    responseEnd: r(nav.responseEnd),
    domContentLoaded: r(nav.domContentLoadedEventEnd),
    load: r(nav.loadEventEnd),
    fcp: r(fcp),
    lcp: window.__lcp,
    longTasks: window.__longTasks,
    resources,
  };
}

const browser = await launchBrowser();
try {
  for (let i = 0; i < Number(RUNS_ARG) + 1; i++) {
    const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Karachi' });
    const page = await context.newPage();
    await page.addInitScript(installObservers);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (i > 0) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
    }
    await page.goto(BASE, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(5000);
    const timeline = await page.evaluate(readTimeline);
    if (i > 0) console.log(JSON.stringify(timeline, null, 1));
    await context.close();
  }
} finally {
  await browser.close();
}
