/** UI settings kept on the device: language (zh default), a forced client (desktop or mobile pages), page version. */
import { create } from 'zustand';
import { officeDb } from '@/services/storage';

export type Lang = 'zh' | 'en';
export type ForcedClient = 'auto' | 'pc' | 'mobile';

interface UiSettings {
  lang: Lang;
  client: ForcedClient;
  setLang(lang: Lang): void;
  setClient(client: ForcedClient): void;
}

/** The language as an HTML `lang` and `Accept-Language` tag. */
export function languageTag(lang: Lang): 'zh-CN' | 'en' {
  return lang === 'en' ? 'en' : 'zh-CN';
}

const KEY = 'ui_settings';
const saved = officeDb.get<Partial<Pick<UiSettings, 'lang' | 'client'>>>(KEY) ?? {};

export const useUiSettings = create<UiSettings>((set, get) => ({
  lang: saved.lang === 'en' ? 'en' : 'zh',
  client: saved.client === 'pc' || saved.client === 'mobile' ? saved.client : 'auto',
  setLang(lang) {
    set({ lang });
    officeDb.set(KEY, { lang, client: get().client });
  },
  setClient(client) {
    set({ client });
    officeDb.set(KEY, { lang: get().lang, client });
  },
}));
