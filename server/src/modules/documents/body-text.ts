/**
 * A document body's text, paragraph by paragraph: what the issued PDF prints and what comparing two versions reads.
 * The body is rich text (sanitised when saved); its blocks become paragraphs and its markup is dropped.
 */
import { diffArrays } from 'diff';
import sanitizeHtml from 'sanitize-html';

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export function paragraphsOf(html: string): string[] {
  const text = sanitizeHtml(html.replace(BLOCK_END, '\n'), { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]);
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The body's opening, for lists and the review form. */
export function summaryOf(html: string, length = 120): string {
  const text = paragraphsOf(html).join(' ');
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export interface ParagraphChange {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/** What changed from one body to another, paragraph by paragraph, in reading order. */
export function paragraphChanges(from: string, to: string): ParagraphChange[] {
  return diffArrays(paragraphsOf(from), paragraphsOf(to)).flatMap((part) =>
    part.value.map((text) => ({ op: part.added ? ('added' as const) : part.removed ? ('removed' as const) : ('same' as const), text })),
  );
}
