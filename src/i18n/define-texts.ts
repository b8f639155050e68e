/** A module's texts in both languages; English must have every key of the Chinese texts (spec §1: zh default, en). */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export interface Texts<T> {
  zh: T;
  en: Widen<T>;
}

export function defineTexts<T>(zh: T, en: Widen<T>): Texts<T> {
  return { zh, en };
}
