/**
 * The examine page's texts join the module's namespace (`matters`) when the page first shows, the way the module's
 * own texts do (../i18n.ts): a page that is not opened costs nothing. Its keys are its own, and it also reads the
 * module's (status and action words).
 */
import i18next from 'i18next';
import { mattersText, useMattersTranslation } from '../i18n';
import { examineTexts } from '../texts';

function addTexts(): void {
  if (i18next.getResource('zh', 'matters', 'examineTitle') !== undefined) return;
  i18next.addResourceBundle('zh', 'matters', examineTexts.zh, true, false);
  i18next.addResourceBundle('en', 'matters', examineTexts.en, true, false);
}

export function useExamineTranslation() {
  addTexts();
  return useMattersTranslation();
}

/** For texts outside components (toasts after an action). */
export function examineText(key: string, values?: Record<string, unknown>): string {
  addTexts();
  return mattersText(key, values);
}
