/** The reader's language, which use cases need for bilingual content (the request's Accept-Language decides). */
export type Lang = 'zh' | 'en';
