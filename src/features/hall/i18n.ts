/** Texts of the service hall, namespace `hall`, loaded with its pages (module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { hallTexts } from './texts';

const hall = lazyNamespace('hall', hallTexts);

export const useHallTranslation = hall.useTexts;
export const hallText = hall.text;
