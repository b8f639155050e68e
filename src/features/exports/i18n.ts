import { lazyNamespace } from '@/i18n/lazy-namespace';
import { exportTexts } from './texts';

export const useExportTranslation = lazyNamespace('exports', exportTexts).useTexts;
