/** i18next with zh (default) and en, chosen by the stored language setting (spec §1). */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { specTexts } from '@contract/texts';
import { useUiSettings } from '@/stores/ui-settings';
import { en } from './en';
import { zh } from './zh';

export function setupI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      // The spec's fixed texts (validation, error catalogue) live in the contract, shared with the server.
      resources: { zh: { translation: { ...zh, spec: specTexts.zh } }, en: { translation: { ...en, spec: specTexts.en } } },
      lng: useUiSettings.getState().lang,
      fallbackLng: 'zh',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    useUiSettings.subscribe((s) => {
      if (i18next.language !== s.lang) void i18next.changeLanguage(s.lang);
    });
  }
  return i18next;
}

export { useTranslation } from 'react-i18next';
