/** Texts of the process designer, loaded with it. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { processTexts } from './process-texts';

const namespace = lazyNamespace('backofficeProcess', processTexts);
export const useProcessTranslation = namespace.useTexts;
export const processText = namespace.text;
