// Lint for the web app: TypeScript's recommended rules, React's hook rules, and the import rule of
// ../shared/ARCHITECTURE.md made a check — app → features → shared, never back up (docs/decisions.md);
// and the i18n rules (issue 16): no bare text in JSX (every text comes from a catalogue through
// shared/i18n), no left/right in inline styles (stylelint.config.mjs checks the CSS files).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/**
 * The written feature order: the features a feature may use, always through their public index.ts.
 * A feature not named here uses no other feature; shared/ is open to every feature.
 * Keep in step with docs/decisions.md ('The feature order', under 'Web: the import rule, enforced').
 */
const FEATURE_ORDER = {
  admin: ['accounts'],
  checkout: ['accounts', 'cart'],
  orders: ['cart'],
};

/** Tests and the helpers only tests import may reach anything. */
const TEST_FILES = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'src/test/**',
  'src/**/testing.ts',
  'src/**/testing.tsx',
  'src/**/*Testing.ts',
];

/** Inline style properties that name a physical side of the inline axis. */
const PHYSICAL_INLINE_PROPERTY =
  '/^(left|right|(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\\w*|border(Top|Bottom)(Left|Right)Radius)$/';

const featureOrderPolicies = Object.entries(FEATURE_ORDER).map(([feature, uses]) => ({
  from: { element: { type: 'feature', captured: { feature } } },
  allow: { to: { element: { type: 'feature', captured: { feature: uses }, fileInternalPath: 'index.ts' } } },
}));

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'src/gql/**', 'src/**/*.generated.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // warn: what it finds today are deliberate omissions (see docs/decisions.md), not bugs.
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'shared', pattern: 'src/shared', partialMatch: false },
        // Generated base types and the global styles: every layer may use them.
        { type: 'generated', pattern: 'src/gql', partialMatch: false },
        { type: 'styles', pattern: 'src/styles', partialMatch: false },
        { type: 'test', pattern: 'src/test', partialMatch: false },
        // src/main.tsx, the entry: whatever src/ holds outside the folders above.
        { type: 'main', pattern: 'src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Imports go app → features → shared, and a feature uses another only as docs/decisions.md orders, through its index.ts',
          policies: [
            { from: { element: { type: 'main' } }, allow: { to: { element: { type: ['app', 'shared', 'styles'] } } } },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['app', 'shared', 'generated', 'styles'] } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: ['shared', 'generated'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
            ...featureOrderPolicies,
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: ['shared', 'generated'] } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', message: 'A text the app shows comes from its feature catalogue (locales/en.json)' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name='style'] Property[key.name=${PHYSICAL_INLINE_PROPERTY}]`,
          message: 'Use the logical property (marginInlineStart, insetInlineEnd …) so right-to-left layouts flip',
        },
        {
          selector: `JSXAttribute[name.name='style'] Property[key.name=/^(textAlign|float|clear)$/][value.value=/^(left|right)$/]`,
          message: "Use 'start' / 'end' (or 'inline-start' / 'inline-end') so right-to-left layouts flip",
        },
      ],
    },
  },
  { files: TEST_FILES, rules: { 'boundaries/dependencies': 'off', 'i18next/no-literal-string': 'off' } },
);
