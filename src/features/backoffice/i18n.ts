/** Texts of the back office's shell and kit, loaded with its page (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { backofficeTexts } from './texts';

const namespace = lazyNamespace('backoffice', backofficeTexts);
export const useBackofficeTranslation = namespace.useTexts;
export const backofficeText = namespace.text;
