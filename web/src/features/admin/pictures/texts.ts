// The texts of the console's picture fields (the 'admin.pictures' namespace of the i18n layer, shared/i18n),
// in their own catalogue so they come with the chunks that use the fields.
import { createTranslator } from '../../../shared/i18n/i18n';
import en from './locales/en.json';

export const t = createTranslator(en);
