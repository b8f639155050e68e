/**
 * i18next with zh (default) and en, chosen by the stored language setting (spec §1). The shared texts are the
 * default namespace; each module's texts are a namespace named after the module (src/modules.ts). The site's own
 * labels replace ours once its configuration arrives; `debug=1` in the address logs i18next's work to the console
 * (spec §2 query flags).
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { specTexts } from '@contract/texts';
import { modules } from '@/modules';
import { useSiteConfig } from '@/stores/site-config';
import { useUiSettings } from '@/stores/ui-settings';
import { visitFlags } from '@/stores/visit-flags';
import { en } from './en';
import { applyLabelOverrides } from './label-overrides';
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
      debug: visitFlags().debug,
      // Components re-render when the site's own labels are added.
      react: { bindI18nStore: 'added' },
    });
    useUiSettings.subscribe((s) => {
      if (i18next.language !== s.lang) void i18next.changeLanguage(s.lang);
    });
    applyLabelOverrides(i18next, useSiteConfig.getState().config?.labels);
    useSiteConfig.subscribe((s, prev) => {
      if (s.config?.labels !== prev.config?.labels) applyLabelOverrides(i18next, s.config?.labels);
    });
  }
  return i18next;
}

export { useTranslation } from 'react-i18next';

/** Items in a line, separated as the reader's language separates them (、 in Chinese, a comma in English). */
export function listed(items: readonly string[]): string {
  return items.join(i18next.t('listSeparator'));
}
