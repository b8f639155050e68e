/** Each page's foot: the page number of the whole and when the record was generated (campus time). */
import { drawPageFoots } from '../../../pdf/page-foots';
import type { Writer } from '../../../pdf/writer';
import { say } from '../texts';

export function drawFooters(w: Writer, generated: string): void {
  drawPageFoots(w, (page, pages) => ({ left: say(w.lang, 'generated', { time: generated }), right: say(w.lang, 'page', { page, pages }) }), { rule: true });
}
