/**
 * i18next with zh (default) and en, chosen by the stored language setting (spec §1). The shared texts are the
 * default namespace; each module's texts are a namespace named after the module (src/modules.ts).
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { specTexts } from '@contract/texts';
import { modules } from '@/modules';
import { useUiSettings } from '@/stores/ui-settings';
import { en } from './en';
import { zh } from './zh';

function resources(): Resource {
  const forLang = (lang: 'zh' | 'en', shared: object) => ({
    // The spec's fixed texts (validation, error catalogue) live in the contract, shared with the server.
    translation: { ...shared, spec: specTexts[lang] },
    ...Object.fromEntries(modules.map((m) => [m.name, m.texts[lang]])),
  });
  return { zh: forLang('zh', zh), en: forLang('en', en) };
}

export function setupI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: resources(),
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
