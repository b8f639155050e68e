/** Each page's foot: the page number of the whole and when the record was generated (campus time). */
import { say } from '../texts';
import { COLORS, MARGIN, type Writer } from './writer';

export function drawFooters(w: Writer, generated: string): void {
  const { start, count } = w.doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    w.doc.switchToPage(i);
    const page = w.doc.page;
    // Writing below the bottom margin would make pdfkit start a new page: lift the margin while the foot is written.
    page.margins.bottom = 0;
    const y = page.height - MARGIN.bottom + 22;
    const width = page.width - MARGIN.left - MARGIN.right;
    w.doc.moveTo(MARGIN.left, y - 6).lineTo(MARGIN.left + width, y - 6).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
    w.regular(8, COLORS.muted);
    w.doc.text(say(w.lang, 'generated', { time: generated }), MARGIN.left, y, { width, align: 'left', lineBreak: false });
    w.doc.text(say(w.lang, 'page', { page: i - start + 1, pages: count }), MARGIN.left, y, { width, align: 'right', lineBreak: false });
    page.margins.bottom = MARGIN.bottom;
  }
}
