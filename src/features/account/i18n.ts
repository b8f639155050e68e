/** Texts of the account module, namespace `account`, loaded with its pages and dialogs (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { accountTexts } from './texts';

export const useAccountTranslation = lazyNamespace('account', accountTexts).useTexts;
