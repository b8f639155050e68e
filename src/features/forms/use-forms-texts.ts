/**
 * The renderer's texts and the reader's language. The `forms` namespace joins i18next the first time a form shows
 * (silently: an "added" event in the middle of a render would re-render every translated component of the page).
 */
import type { i18n as I18n } from 'i18next';
import { specText, type TextKey } from '@contract/texts';
import type { FieldProblem } from '@contract/forms';
import { useTranslation } from '@/i18n';
import { formTexts } from './i18n';

const NAMESPACE = 'forms';

function addTexts(i18n: I18n): void {
  for (const lang of ['zh', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, NAMESPACE)) i18n.addResourceBundle(lang, NAMESPACE, formTexts[lang], true, false, { silent: true });
  }
}

export type Lang = 'zh' | 'en';

export function useFormsTexts() {
  const { i18n } = useTranslation();
  addTexts(i18n);
  const { t } = useTranslation(NAMESPACE);
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return { t, lang };
}

/** A problem of contract/forms in the spec's words. */
export function problemText(problem: FieldProblem, lang: Lang): string {
  return specText(problem.key as TextKey, lang, problem.params);
}
