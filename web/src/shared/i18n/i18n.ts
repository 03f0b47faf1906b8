// The i18n layer every text goes through (docs/decisions.md, "Web: texts in one place"): Lingui's
// runtime with catalogues compiled at build time (scripts/compileCatalogues.mjs). A folder's texts live in
// its locales/en.json (keys named by the folder: features/cart/drawer -> 'cart.drawer.*') and its texts.ts
// makes the translator here, so a lazily loaded part brings its texts with its chunk. Loading this module
// activates the language (shared/i18n/language.ts) and sets <html lang dir>.
import { i18n } from '@lingui/core';
import { DIRECTION, LOCALE } from './language';

i18n.loadAndActivate({ locale: LOCALE, messages: {} });
if (typeof document !== 'undefined') {
  document.documentElement.lang = LOCALE;
  document.documentElement.dir = DIRECTION;
}

/** Values a text fills in: `{name}` placeholders and `{count, plural, …}` choices. */
export type TextValues = Record<string, string | number>;

/** A feature's translator: its catalogue's keys only, each text from the active language. */
export type Translator<K extends string> = (key: K, values?: TextValues) => string;

/** Loads a catalogue (its JSON import) into the active language and returns the translator for its keys. */
export function createTranslator<C extends object>(catalogue: C): Translator<Extract<keyof C, string>> {
  i18n.load(LOCALE, catalogue as Record<string, never>);
  return (key, values) => i18n._(key, values);
}

/** True when the active language has a text for this key (server codes are translated only when it has). */
export function hasText(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(i18n.messages, key);
}

/** The text for a key known only at run time (a server error code), or null when the catalogue has none. */
export function textFor(key: string, values?: TextValues): string | null {
  return hasText(key) ? i18n._(key, values) : null;
}
