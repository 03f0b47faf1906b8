// Keyboard-only journeys: what has focus and whether a focus ring is drawn around it, Tab (or Shift+Tab)
// pressed until a wanted control has focus, as a person would, and the check that focus is visible.
import assert from 'node:assert/strict';
import { settled } from './browser.js';

export const MAX_TABS = 250;

/** What has focus: enough to match it, and whether a focus indicator (outline or ring) is drawn around it. */
export function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    // A control drawn by something else (a hidden radio inside its label, as antd's segmented
    // items) shows its focus on that label: the ring is read there.
    const box = el.getBoundingClientRect();
    const hidden = getComputedStyle(el).opacity === '0' || box.width < 2 || box.height < 2;
    const drawn = hidden ? el.closest('label') : el;
    const style = drawn ? getComputedStyle(drawn) : null;
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      role: el.getAttribute('role'),
      className: typeof el.className === 'string' ? el.className : '',
      name: (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim(),
      testId: el.getAttribute('data-testid'),
      pressed: el.getAttribute('aria-pressed'),
      checked: el.getAttribute('aria-checked'),
      inDrawer: el.closest('.ant-drawer') !== null,
      inDialog: el.closest('[role="dialog"]') !== null,
      indicator:
        style !== null && ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'),
    };
  });
}

/** A short description of a focus state, for messages. */
export const describeFocus = (f) => (f ? `${f.tag}.${f.className.split(' ')[0]} "${f.name.slice(0, 40)}"` : '(body)');

/**
 * The focus state once a focus ring has had time to appear: read again after the page's animations
 * (antd draws some rings with a transition) when the first read shows none.
 */
export async function focusedWithRing(page) {
  const now = await focused(page);
  if (!now || now.indicator) return now;
  await settled(page);
  return focused(page);
}

/**
 * Waits until the page has stopped scrolling: focus scrolls it smoothly, and a person reads the
 * screen before the next key (the compact header comes and goes with the scroll position).
 */
export async function scrollSettled(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else [still, last] = [0, window.scrollY];
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would; the matching
 * focus state. With `passed`, every focus state on the way (the match included) is pushed onto it, its
 * ring read once drawn (focusedWithRing), so a journey can check each control it passes shows focus.
 */
export async function tabTo(page, matches, what, { backwards = false, passed = null } = {}) {
  const seen = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await scrollSettled(page);
    const now = passed ? await focusedWithRing(page) : await focused(page);
    if (now && passed) passed.push(now);
    if (now && matches(now)) return now;
    seen.push(describeFocus(now));
  }
  throw new Error(`${what} never got focus within ${MAX_TABS} presses; focus went: ${seen.slice(-30).join(' → ')}`);
}

/** Focus is drawn (outline or ring) and, once the page has scrolled to it (smoothly), on screen. */
export async function assertVisibleFocus(page, state, what) {
  assert.ok(state, `${what}: something has focus`);
  assert.ok(state.indicator, `${what}: a focus outline or ring is drawn (${JSON.stringify(state)})`);
  await page.waitForFunction(() => {
    const rect = document.activeElement.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
  });
}
