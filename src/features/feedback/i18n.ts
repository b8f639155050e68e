/** Texts of the feedback module, namespace `feedback`, loaded with its dialog and list (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { feedbackTexts } from './texts';

export const feedbackI18n = lazyNamespace('feedback', feedbackTexts);
export const useFeedbackTranslation = feedbackI18n.useTexts;
