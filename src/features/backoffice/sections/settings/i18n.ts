/** Texts of the site settings section, loaded with it. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { settingsTexts } from './texts';

const namespace = lazyNamespace('backofficeSettings', settingsTexts);
export const useSettingsTranslation = namespace.useTexts;
