/** Texts of the fill-in pages, namespace `fillin`, loaded with its pages (module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { fillinTexts } from './texts';

const fillin = lazyNamespace('fillin', fillinTexts);

export const useFillinTranslation = fillin.useTexts;
export const fillinText = fillin.text;
