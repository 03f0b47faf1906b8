// The texts of features/accounts/forgot/ (the 'accounts.forgot' namespace of the i18n layer, shared/i18n).
import { createTranslator } from '../../../shared/i18n/i18n';
import en from './locales/en.json';

export const t = createTranslator(en);
