// The texts of features/admin/ (the 'admin' namespace of the i18n layer, shared/i18n): one catalogue for
// the whole console, loaded with its lazy chunk, so the Urdu catalogue can follow file for file.
import { createTranslator } from '../../shared/i18n/i18n';
import en from './locales/en.json';

export const t = createTranslator(en);
