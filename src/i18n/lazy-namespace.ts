/**
 * A module's texts that load with its pages, not with the app: every module's texts in src/modules.ts ride in the
 * mobile home's first load, whose budget cannot spare them (bench/size.bench.ts). The first use adds the namespace
 * to i18next, whose React binding re-renders on an added bundle (./index.ts).
 */
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Texts } from './define-texts';

export function lazyNamespace(ns: string, texts: Texts<object>) {
  // The module list gives every namespace an empty bundle at start, so a text of its own tells whether it is in.
  const probe = Object.keys(texts.zh)[0];
  const add = () => {
    if (i18next.getResource('zh', ns, probe) !== undefined) return;
    i18next.addResourceBundle('zh', ns, texts.zh, true, false);
    i18next.addResourceBundle('en', ns, texts.en, true, false);
  };
  return {
    useTexts() {
      add();
      return useTranslation(ns);
    },
    /** For texts outside components (toasts after an action). */
    text(key: string, values?: Record<string, unknown>): string {
      add();
      return i18next.t(`${ns}:${key}`, values);
    },
  };
}
