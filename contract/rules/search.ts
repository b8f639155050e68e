/**
 * Search across areas (spec §4 Search, §3 Search result item): the result groups and their tabs, how many entries a
 * group answers, and where the keyword sits in an entry's name.
 *
 * The keyword marks travel as offsets, not HTML. `SearchItem.marks` gives each match in `origin_name`; the client
 * renders `markSegments(origin_name, marks)` as text nodes, never as HTML. `SearchItem.name` is the spec's marked
 * name, built by `markedHtml`: every character of the name is HTML-escaped on the server and only `<em>` is added,
 * for callers that take HTML (a mini-program rich-text node).
 */

/** The groups of spec §3 in the order of the tabs 服务, 报表, 公告, 预约, 办公公告 (综合 shows them all). */
export const SEARCH_GROUPS = ['apps', 'reports', 'notify', 'reservation', 'office_notice'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Entries per group when no `limit` is asked for: what the header dropdown shows (the spec names no number). */
export const SEARCH_GROUP_SIZE = 10;
/** The most entries per group one allSearch answers (the full results page asks for this many). */
export const SEARCH_GROUP_MAX = 50;

/** One match: `[start, end)` in UTF-16 code units of the name, as JavaScript strings index. */
export interface Mark {
  start: number;
  end: number;
}

/** The keyword as search compares it: trimmed, inner whitespace kept, case folded. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase();
}

/** Every non-overlapping match of the keyword in the text, ignoring case, left to right. */
export function findMarks(text: string, keyword: string): Mark[] {
  const needle = normaliseKeyword(keyword);
  if (!needle) return [];
  const haystack = text.toLowerCase();
  // Lower-casing can change the length of a few characters (İ); then offsets would drift, so mark nothing.
  if (haystack.length !== text.length) return [];
  const marks: Mark[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    marks.push({ start: at, end: at + needle.length });
  }
  return marks;
}

export interface Segment {
  text: string;
  /** True for a part the keyword matched. */
  hit: boolean;
}

/** The text cut at the marks, for rendering hits and the rest as plain text. Marks out of range or order are ignored. */
export function markSegments(text: string, marks: readonly Mark[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const { start, end } of marks) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) segments.push({ text: text.slice(at, start), hit: false });
    segments.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), hit: false });
  return segments;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The name as safe HTML: everything escaped, each match in `<em>`. */
export function markedHtml(text: string, marks: readonly Mark[]): string {
  return markSegments(text, marks)
    .map((s) => (s.hit ? `<em>${escapeHtml(s.text)}</em>` : escapeHtml(s.text)))
    .join('');
}

/**
 * A bilingual entry's names for search: the one the reader reads (English where there is one, as `inLanguage`
 * does) and the other one ('' when there is none), so a keyword typed in either language finds and marks it.
 */
export function namesForReader(zh: string, en: string, lang: 'zh' | 'en'): { name: string; otherName: string } {
  if (lang === 'en' && en) return { name: en, otherName: zh };
  return { name: zh, otherName: lang === 'en' ? '' : en };
}
