/** Texts of the identity module, namespace `identity`, loaded with its pages, popup and sections (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { identityTexts } from './texts';

const namespace = lazyNamespace('identity', identityTexts);
export const useIdentityTranslation = namespace.useTexts;
export const identityText = namespace.text;
