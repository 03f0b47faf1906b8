// The texts of shared/ui/ (the 'shared.ui' namespace of the i18n layer, shared/i18n).
import { createTranslator } from '../i18n/i18n';
import en from './locales/en.json';

export const t = createTranslator(en);
