/** A foot on every page of a finished PDF: a text on the left, one on the right, and a rule above them if asked. */
import { COLORS, MARGIN, type Writer } from './writer';

export function drawPageFoots(w: Writer, foot: (page: number, pages: number) => { left: string; right: string }, options: { rule?: boolean } = {}): void {
  const { start, count } = w.doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    w.doc.switchToPage(i);
    const page = w.doc.page;
    // Writing below the bottom margin would make pdfkit start a new page: lift the margin while the foot is written.
    page.margins.bottom = 0;
    const y = page.height - MARGIN.bottom + 22;
    const width = page.width - MARGIN.left - MARGIN.right;
    if (options.rule) w.doc.moveTo(MARGIN.left, y - 6).lineTo(MARGIN.left + width, y - 6).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
    w.regular(8, COLORS.muted);
    const { left, right } = foot(i - start + 1, count);
    w.doc.text(left, MARGIN.left, y, { width, align: 'left', lineBreak: false });
    w.doc.text(right, MARGIN.left, y, { width, align: 'right', lineBreak: false });
    page.margins.bottom = MARGIN.bottom;
  }
}
