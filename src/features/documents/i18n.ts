/** Texts of the document pages, namespace `documents`, loaded with its pages (module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { documentTexts } from './texts';

const documents = lazyNamespace('documents', documentTexts);

export const useDocumentsTranslation = documents.useTexts;
export const documentsText = documents.text;
