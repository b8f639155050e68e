/**
 * A module's texts in both languages; English must have every key of the Chinese texts (spec §1: zh default, en).
 * A text with a count is keyed `name_other` (i18next plurals: `t('name', { count })`); Chinese has that form only,
 * English must also give the singular, `name_one`.
 */
type Singulars<T> = { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string };

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & Singulars<T>;

export interface Texts<T> {
  zh: T;
  en: Widen<T>;
}

export function defineTexts<T>(zh: T, en: Widen<T>): Texts<T> {
  return { zh, en };
}
