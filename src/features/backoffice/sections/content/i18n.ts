/** Texts of the back office's content sections, namespace `backofficeContent`, loaded with the first of them. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { contentTexts } from './texts';

const namespace = lazyNamespace('backofficeContent', contentTexts);
export const useContentTranslation = namespace.useTexts;
