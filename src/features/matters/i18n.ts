/**
 * Texts of the matter pages, namespace `matters`. They load with the pages, not with the app (module.ts says why):
 * the first use adds them to i18next, whose React binding re-renders on an added bundle (src/i18n).
 */
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { defineTexts } from '@/i18n/define-texts';
import { detailTexts, listTexts, startTexts } from './texts';

const NS = 'matters';

export const mattersTexts = defineTexts(
  { ...detailTexts.zh, ...startTexts.zh, ...listTexts.zh },
  { ...detailTexts.en, ...startTexts.en, ...listTexts.en },
);

function addTexts(): void {
  if (i18next.getResource('zh', NS, 'detailTitle') !== undefined) return;
  i18next.addResourceBundle('zh', NS, mattersTexts.zh, true, false);
  i18next.addResourceBundle('en', NS, mattersTexts.en, true, false);
}

export function useMattersTranslation() {
  addTexts();
  return useTranslation(NS);
}

/** For texts outside components (toasts after an action). */
export function mattersText(key: string, values?: Record<string, unknown>): string {
  addTexts();
  return i18next.t(`${NS}:${key}`, values);
}
