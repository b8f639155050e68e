/**
 * UI settings kept on the device: language (zh default), a forced client (desktop or mobile pages) and the template
 * the user chose (spec §2: inst or task). The page version and the template a user has not chosen follow the site
 * configuration, then the spec's defaults (§9: page version 2).
 */
import { create } from 'zustand';
import { DEFAULTS } from '@contract/constants';
import { officeDb } from '@/services/storage';
import { useSiteConfig } from './site-config';

export type Lang = 'zh' | 'en';
export type ForcedClient = 'auto' | 'pc' | 'mobile';
/** inst: the public edition, service application first; task: the task edition, approval first (spec §2). */
export type Template = 'inst' | 'task';
export type PageVersion = 1 | 2;

type Saved = { lang: Lang; client: ForcedClient; template: Template | null };

interface UiSettings extends Saved {
  setLang(lang: Lang): void;
  setClient(client: ForcedClient): void;
  setTemplate(template: Template): void;
}

/** The language as an HTML `lang` and `Accept-Language` tag. */
export function languageTag(lang: Lang): 'zh-CN' | 'en' {
  return lang === 'en' ? 'en' : 'zh-CN';
}

const KEY = 'ui_settings';
const saved = officeDb.get<Partial<Saved>>(KEY) ?? {};

export const useUiSettings = create<UiSettings>((set, get) => {
  const save = (change: Partial<Saved>) => {
    set(change);
    const { lang, client, template } = get();
    officeDb.set(KEY, { lang, client, template } satisfies Saved);
  };
  return {
    lang: saved.lang === 'en' ? 'en' : 'zh',
    client: saved.client === 'pc' || saved.client === 'mobile' ? saved.client : 'auto',
    template: saved.template === 'inst' || saved.template === 'task' ? saved.template : null,
    setLang: (lang) => save({ lang }),
    setClient: (client) => save({ client }),
    setTemplate: (template) => save({ template }),
  };
});

/** Page version 1 or 2 selects the desktop layout and some texts (spec §2). */
export function usePageVersion(): PageVersion {
  return useSiteConfig((s) => s.config?.page_version) ?? DEFAULTS.pageVersion;
}

/** The template in force: the user's choice, else the site's. */
export function useTemplate(): Template {
  const chosen = useUiSettings((s) => s.template);
  const site = useSiteConfig((s) => s.config?.template);
  return chosen ?? site ?? DEFAULTS.template;
}
