// Vite plugin: index.html's static start-up screen (issue 19) takes its words from the i18n catalogues
// at build time (and in development), so the first paint needs no JavaScript and still says what the
// app's own start-up screen says. A placeholder `{{text some.key}}` becomes that key's text in the
// page's language (src/shared/i18n/language.ts), HTML-escaped; a key that is missing or whose text has
// ICU arguments fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const PLACEHOLDER = /\{\{text ([\w.]+)\}\}/g;

/** Every text of the language's catalogues (src/**\/locales/<language>.json), by key. */
export function catalogueTexts(language) {
  const texts = new Map();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(join('locales', `${language}.json`)),
  );
  for (const file of files) {
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(join(SRC, file), 'utf8')))) texts.set(key, text);
  }
  return texts;
}

/** The page's language, as shared/i18n/language.ts chooses it. */
function pageLanguage() {
  const match = /export const LOCALE = '([^']+)'/.exec(readFileSync(join(SRC, 'shared/i18n/language.ts'), 'utf8'));
  if (!match) throw new Error('startup screen: no LOCALE in src/shared/i18n/language.ts');
  return match[1];
}

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The HTML with each `{{text key}}` replaced by its text. */
export function withTexts(html, texts) {
  return html.replace(PLACEHOLDER, (_placeholder, key) => {
    const text = texts.get(key);
    if (typeof text !== 'string') throw new Error(`index.html: no text ${key} in the catalogues`);
    if (/[{}]/.test(text)) throw new Error(`index.html: the text ${key} has arguments; a static page cannot fill them`);
    return escapeHtml(text);
  });
}

export function startupScreenTexts() {
  return {
    name: 'karyana-startup-screen-texts',
    transformIndexHtml: { order: 'pre', handler: (html) => withTexts(html, catalogueTexts(pageLanguage())) },
  };
}
