/**
 * A table whose cells wrap their text (long words broken too), its header row repeated on each page it runs onto.
 * Column widths are shares of the page width; a row never splits across pages.
 */
import { COLORS, type Layout, type Writer } from '../../../pdf/writer';

export interface TableSpec {
  columns: { label: string; share: number }[];
  rows: string[][];
  layout?: Layout;
}

const PAD = 4;

function rowHeight(w: Writer, cells: string[], widths: number[], bold: boolean): number {
  if (bold) w.bold(9);
  else w.regular(9);
  return Math.max(...cells.map((text, i) => w.measure(text, widths[i] - 2 * PAD))) + 2 * PAD;
}

function drawRow(w: Writer, cells: string[], widths: number[], height: number, header: boolean): void {
  const y = w.y;
  let x = w.left;
  if (header) w.doc.rect(x, y, widths.reduce((a, b) => a + b, 0), height).fill(COLORS.head);
  for (const [i, text] of cells.entries()) {
    w.doc.rect(x, y, widths[i], height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    if (header) w.bold(9, COLORS.muted);
    else w.regular(9);
    w.put(text, x + PAD, y + PAD, widths[i] - 2 * PAD, { height: height - PAD });
    x += widths[i];
  }
  w.y = y + height;
}

export function drawTable(w: Writer, spec: TableSpec): void {
  const layout = spec.layout ?? 'portrait';
  const total = spec.columns.reduce((sum, c) => sum + c.share, 0);
  const widths = spec.columns.map((c) => (w.widthOf(layout) * c.share) / total);
  const header = spec.columns.map((c) => c.label);
  const headHeight = rowHeight(w, header, widths, true);
  const firstRow = spec.rows[0] ? rowHeight(w, spec.rows[0], widths, false) : 0;
  w.ensure(headHeight + firstRow, layout);
  drawRow(w, header, widths, headHeight, true);
  for (const row of spec.rows) {
    const height = Math.min(rowHeight(w, row, widths, false), w.pageRoom(layout) - headHeight);
    if (height > w.room) {
      w.newPage(layout);
      drawRow(w, header, widths, headHeight, true);
    }
    drawRow(w, row, widths, height, false);
  }
  w.regular();
}
