/** Texts of the catalogue's back-office sections, loaded with them. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { catalogTexts } from './texts';

const namespace = lazyNamespace('backofficeCatalog', catalogTexts);
export const useCatalogTranslation = namespace.useTexts;
export const catalogText = namespace.text;
