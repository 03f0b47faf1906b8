// The texts of the service-area page (the 'admin.zones' namespace of the i18n layer, shared/i18n), in their
// own catalogue so they come with the page's lazy chunk.
import { createTranslator } from '../../../shared/i18n/i18n';
import en from './locales/en.json';

export const t = createTranslator(en);
