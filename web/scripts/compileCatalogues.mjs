// Vite plugin: compiles the text catalogues (src/**/locales/<language>.json, ICU MessageFormat) into
// Lingui's compiled form at build and test time, so the browser gets no message parser. The result is
// still JSON, left to Vite's own JSON import.
import { compileMessage } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /\/src\/.+\/locales\/[a-z]{2}(-[A-Z]{2})?\.json$/;

export function compileCatalogues() {
  return {
    name: 'karyana-compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const texts = JSON.parse(code);
      const compiled = {};
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text !== 'string') throw new Error(`${id}: the text of ${key} is not a string`);
        compiled[key] = compileMessage(text);
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
