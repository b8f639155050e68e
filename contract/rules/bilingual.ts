/** Content carries a Chinese text and an optional English one; English readers get the English where it exists. */
export function inLanguage(zh: string, en: string | null | undefined, lang: 'zh' | 'en'): string {
  return lang === 'en' && en ? en : zh;
}
