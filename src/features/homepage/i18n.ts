/** Texts of the homepage module, namespace `homepage`, loaded with its pages (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { homepageTexts } from './texts';

export const useHomepageTranslation = lazyNamespace('homepage', homepageTexts).useTexts;
