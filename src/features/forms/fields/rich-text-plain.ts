/**
 * RichText in the mini-program, which edits plain text: the text a value shows, and the HTML a typed text is kept as
 * (a paragraph per line), so readers on H5 see the same lines.
 */
import { richTextToPlain } from '@contract/forms';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function plainToRichText(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return text
    .split('\n')
    .map((line) => (line ? `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c])}</p>` : '<p><br></p>'))
    .join('');
}

export function richTextAsPlain(value: unknown): string {
  return typeof value === 'string' ? richTextToPlain(value) : '';
}
