// axe-core in the page under test: the WCAG 2.x A/AA rules (up to 2.2), and only what a
// customer would be hurt by (serious and critical) fails a journey, plus a few of axe's
// best-practice rules on page structure (one h1, headings in order, one main landmark, no image
// with a conflicting role) at any impact. The summary names the rule, its help text and the
// first few elements it found, so a failed assert says what to fix.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
export const STRUCTURE_RULES = ['page-has-heading-one', 'heading-order', 'landmark-one-main', 'presentation-role-conflict'];
const TARGETS_SHOWN = 5;

let axeSource;

/** Injects axe (once per document) and runs it; the serious and critical violations and any of the structure rules. */
export async function seriousViolations(page, { exclude = [] } = {}) {
  axeSource ??= await readFile(AXE_SOURCE_PATH, 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    // Run through DevTools, not as a <script> tag: the store's Content-Security-Policy lets only
    // its own script files run, and the journeys keep it on.
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async ({ tags, rules, exclude }) => {
      const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
      const wcag = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      const structure = await window.axe.run(context, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
      const tagged = (structural) => (v) => ({ ...v, structural });
      const violations = [...wcag.violations.map(tagged(false)), ...structure.violations.map(tagged(true))];
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        structural: v.structural,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
      }));
    },
    { tags: AXE_TAGS, rules: STRUCTURE_RULES, exclude },
  );
  return violations.filter((v) => v.structural || FAILING_IMPACTS.has(v.impact));
}

/** One line per rule and an indented line per element (the first few): for assert messages. */
export function describeViolations(violations) {
  return violations
    .map((v) => {
      const shown = v.nodes.slice(0, TARGETS_SHOWN).map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, ' ')}`);
      const more = v.nodes.length > TARGETS_SHOWN ? [`    … and ${v.nodes.length - TARGETS_SHOWN} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})`, ...shown, ...more].join('\n');
    })
    .join('\n');
}
