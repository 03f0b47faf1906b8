import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { createTranslator } from './i18n';
import { DIRECTION, LOCALE } from './language';

/** Every catalogue of the app, compiled by scripts/compileCatalogues.mjs as the build does. */
const catalogues = import.meta.glob<Record<string, unknown>>('/src/**/locales/en.json', {
  eager: true,
  import: 'default',
});

/**
 * A catalogue's namespace is its folder under src/ (features/ left out): src/features/cart/locales/en.json
 * holds 'cart.*', src/features/cart/drawer/locales/en.json 'cart.drawer.*', src/shared/locales 'shared.*'.
 */
function namespaceOf(path: string): string {
  return path
    .replace(/^\/src\/(features\/)?/, '')
    .replace(/\/locales\/[^/]+$/, '')
    .split('/')
    .join('.');
}

describe('the text catalogues', () => {
  it('are named by their folder', () => {
    expect(namespaceOf('/src/features/cart/drawer/locales/en.json')).toBe('cart.drawer');
    expect(namespaceOf('/src/app/layout/locales/en.json')).toBe('app.layout');
    expect(namespaceOf('/src/shared/locales/en.json')).toBe('shared');
  });

  it('each holds only its own namespace, and no key is in two of them', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(0);
    const seen = new Map<string, string>();
    for (const [path, catalogue] of Object.entries(catalogues)) {
      const namespace = namespaceOf(path);
      for (const key of Object.keys(catalogue)) {
        expect(key.startsWith(`${namespace}.`), `${path}: ${key}`).toBe(true);
        expect(seen.get(key), `${key} is in ${path} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });

  it('come compiled, so the browser needs no message parser', () => {
    for (const catalogue of Object.values(catalogues))
      for (const text of Object.values(catalogue)) expect(Array.isArray(text)).toBe(true);
  });
});

describe('the i18n layer', () => {
  it('sets the language and direction on <html>', () => {
    expect(document.documentElement.lang).toBe(LOCALE);
    expect(document.documentElement.dir).toBe(DIRECTION);
  });

  it('fills in names and chooses plurals', () => {
    const t = createTranslator({
      'test.hello': ['Hello ', ['name']],
      'test.items': [['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
    });
    expect(t('test.hello', { name: 'Ali' })).toBe('Hello Ali');
    expect(t('test.items', { count: 1 })).toBe('1 item');
    expect(t('test.items', { count: 3 })).toBe('3 items');
    expect(i18n.locale).toBe(LOCALE);
  });
});
