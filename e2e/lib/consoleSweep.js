// The console's checks of a page at a width (issue 17's sweep, shared so the product pages of issue 18 are
// held to the same): no serious or critical axe finding; on a phone no sideways scroll and the named
// controls at least 44 px high (WCAG 2.5.5's size). Returns the problems found (empty when none).
import { settled } from './browser.js';
import { describeViolations, seriousViolations } from './axe.js';

export const TOUCH_MIN_PX = 44;

/** The frame's controls, measured on every console page at a phone's width. */
export const FRAME_TARGETS = ['.admin-nav-link', '.admin-bar .ant-btn'];

/**
 * What is wrong with the page as it is; `targets` must be there (each one is reported when missing),
 * `alsoMeasure` is measured where it is (a toolbar some pages have).
 */
export async function consolePageProblems(page, where, { phone, targets = [], alsoMeasure = [] }) {
  await settled(page);
  const problems = [];
  const violations = await seriousViolations(page);
  if (violations.length) problems.push(`${where}: axe\n${describeViolations(violations)}`);
  if (!phone) return problems;
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    clientWidth: document.scrollingElement.clientWidth,
  }));
  if (scrollWidth > clientWidth + 1) problems.push(`${where}: scrolls sideways (${scrollWidth} > ${clientWidth})`);
  for (const selector of new Set([...targets, ...alsoMeasure, ...FRAME_TARGETS])) {
    const found = page.locator(selector);
    const count = await found.count();
    if (count === 0 && targets.includes(selector)) problems.push(`${where}: no ${selector} to measure`);
    for (let i = 0; i < count; i++) {
      const box = await found.nth(i).boundingBox();
      if (!box) continue; // not shown (a closed menu)
      if (box.height < TOUCH_MIN_PX) {
        const text = ((await found.nth(i).textContent()) ?? '').trim().slice(0, 30);
        problems.push(`${where}: ${selector} "${text}" is ${box.height}px high`);
      }
    }
  }
  return problems;
}
