/**
 * A thin layer over pdfkit for the PDFs the server prints (an application's record, an issued document): the page's geometry, page breaks decided before drawing (pdfkit
 * would otherwise break inside a box or a table cell), and the few text styles they use.
 */
import PDFDocument from 'pdfkit';
import type { Lang } from '../domain/lang';
import { BOLD, REGULAR } from './fonts';

export const COLORS = {
  text: '#1f2329',
  muted: '#646a73',
  rule: '#dee0e3',
  head: '#f2f3f5',
  accent: '#1456f0',
  current: '#f57c00',
  currentFill: '#fff3e0',
  done: '#2e7d32',
  doneFill: '#e8f5e9',
} as const;

export const MARGIN = { top: 48, bottom: 56, left: 48, right: 48 };

export type Layout = 'portrait' | 'landscape';

export class Writer {
  readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;

  constructor(
    readonly lang: Lang,
    fonts: Record<string, Buffer>,
    info: { title: string; author: string },
  ) {
    this.doc = new PDFDocument({ size: 'A4', margins: MARGIN, bufferPages: true, info: { Title: info.title, Author: info.author, Creator: info.author }, lang: lang === 'en' ? 'en' : 'zh-CN' });
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    for (const [name, data] of Object.entries(fonts)) this.doc.registerFont(name, data);
    this.regular();
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  get layout(): Layout {
    return this.doc.page.width > this.doc.page.height ? 'landscape' : 'portrait';
  }

  /** The height the page has left below the current position. */
  get room(): number {
    return this.bottom - this.doc.y;
  }

  /** The content width of a page of this layout. */
  widthOf(layout: Layout): number {
    return (layout === 'landscape' ? 841.89 : 595.28) - MARGIN.left - MARGIN.right;
  }

  /** The content height of a fresh page of this layout. */
  pageRoom(layout: Layout = this.layout): number {
    const height = layout === 'landscape' ? 595.28 : 841.89;
    return height - MARGIN.top - MARGIN.bottom;
  }

  newPage(layout: Layout = 'portrait'): void {
    this.doc.addPage({ size: 'A4', layout, margins: MARGIN });
  }

  /**
   * Starts a new page unless `height` fits below the current position (or could not fit on any page), or when the
   * page is not of `layout`: the record is portrait but for wide tables, so what follows one starts a portrait page.
   */
  ensure(height: number, layout: Layout = 'portrait'): void {
    if (layout !== this.layout) this.newPage(layout);
    else if (height > this.room && this.doc.y > MARGIN.top + 1) this.newPage(layout);
  }

  regular(size = 10, color: string = COLORS.text): this {
    this.doc.font(REGULAR).fontSize(size).fillColor(color);
    return this;
  }

  bold(size = 10, color: string = COLORS.text): this {
    this.doc.font(BOLD).fontSize(size).fillColor(color);
    return this;
  }

  /** Height of text in the current style at this width. */
  measure(text: string, width: number): number {
    return this.doc.heightOfString(text || ' ', { width, lineGap: 2 });
  }

  /** Text in a box that never spills onto a new page (cut with an ellipsis at `height`). */
  put(text: string, x: number, y: number, width: number, options: { height?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.text(text || ' ', x, y, { width, lineGap: 2, align: options.align ?? 'left', height: options.height ?? Math.max(this.bottom - y, 1), ellipsis: true });
  }

  /** A section title with a rule under it, kept with `keep` points of what follows. */
  section(title: string, keep = 40): void {
    this.ensure(28 + keep);
    const y = this.doc.y + 6;
    this.bold(12).put(title, this.left, y, this.width);
    const rule = y + 19;
    this.doc.moveTo(this.left, rule).lineTo(this.left + this.width, rule).lineWidth(0.8).strokeColor(COLORS.accent).stroke();
    this.doc.y = rule + 8;
    this.regular();
  }

  /** The finished document's bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
