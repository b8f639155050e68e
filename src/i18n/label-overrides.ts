/**
 * A school's own wording for interface labels (spec §1 "Some labels differ per school"): the site configuration's
 * `labels` map an i18n key of the shared texts (menu.serviceList) to its text in either language, and replaces
 * ours. Keys outside the shared texts are ignored, so a configuration cannot reach into a module's namespace.
 */
import type { i18n as I18n } from 'i18next';
import type { LabelOverrides } from '@contract/calls/site';

const LANGS = ['zh', 'en'] as const;

export function applyLabelOverrides(i18n: I18n, labels: LabelOverrides | undefined): void {
  for (const [key, texts] of Object.entries(labels ?? {})) {
    for (const lang of LANGS) {
      const text = texts[lang];
      if (text && i18n.exists(key, { lng: lang, fallbackLng: false })) i18n.addResource(lang, 'translation', key, text);
    }
  }
}
