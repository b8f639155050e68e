/** Texts of the efficiency-supervision pages, namespace `supervision`, loaded with its pages (module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { supervisionTexts } from './texts';

const supervision = lazyNamespace('supervision', supervisionTexts);

export const useSupervisionTranslation = supervision.useTexts;
export const supervisionText = supervision.text;
