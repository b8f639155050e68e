/** Texts of the designer section, loaded with it. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { designerTexts } from './texts';

const namespace = lazyNamespace('backofficeDesigner', designerTexts);
export const useDesignerTranslation = namespace.useTexts;
