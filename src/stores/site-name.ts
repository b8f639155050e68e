/** The site's name in the reader's language: its English name for English readers where the site has one. */
import { inLanguage } from '@contract/rules/bilingual';
import { useSiteConfig } from './site-config';
import { useUiSettings } from './ui-settings';

/** Undefined while the site configuration loads. */
export function useSiteName(): string | undefined {
  const lang = useUiSettings((s) => s.lang);
  const config = useSiteConfig((s) => s.config);
  return config ? inLanguage(config.site_name, config.site_name_en, lang) : undefined;
}
