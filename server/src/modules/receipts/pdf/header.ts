/**
 * The record's first block: the site and the service, the application's title, its facts (number, applicant,
 * dates, status) in two columns, then the receipt: the QR code of its verify address with the short code and the
 * way to check it beside it.
 */
import type { MatterRecord } from '../../matters/record.service';
import { say, statusText } from '../texts';
import { drawQr } from './qr';
import { COLORS, type Writer } from '../../../pdf/writer';

export interface ReceiptMark {
  /** XXXX-XXXX-XXXX */
  code: string;
  /** The verify address with the signed receipt: what the QR code holds. */
  url: string;
  /** The verify page, where the code can be typed. */
  verifyUrl: string;
}

const QR_SIZE = 104;
const PAD = 10;

function drawFacts(w: Writer, rec: MatterRecord, top: number): number {
  const { lang } = w;
  const facts: [string, string][] = [
    [say(lang, 'number'), rec.inst_id],
    [say(lang, 'status'), statusText(lang, rec.status)],
    [say(lang, 'applicant'), rec.applicant.name],
    [say(lang, 'applicantNumber'), rec.applicant.number],
    [say(lang, 'college'), rec.applicant.college],
    [say(lang, 'created'), rec.created],
    [say(lang, 'finished'), rec.finished || say(lang, 'notFinished')],
  ];
  const half = w.width / 2;
  const labelWidth = lang === 'en' ? 100 : 64;
  let y = top;
  for (let i = 0; i < facts.length; i += 2) {
    let rowHeight = 0;
    for (const [j, [label, value]] of facts.slice(i, i + 2).entries()) {
      const x = w.left + j * half;
      const text = value || say(lang, 'empty');
      w.regular(10, COLORS.muted).put(label, x, y, labelWidth);
      w.regular(10).put(text, x + labelWidth, y, half - labelWidth - 8);
      rowHeight = Math.max(rowHeight, w.measure(text, half - labelWidth - 8));
    }
    y += Math.max(rowHeight, 14) + 4;
  }
  return y;
}

function drawReceipt(w: Writer, receipt: ReceiptMark, top: number): number {
  const { lang } = w;
  const height = QR_SIZE + 2 * PAD;
  w.doc.roundedRect(w.left, top, w.width, height, 4).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
  drawQr(w, receipt.url, w.left + PAD, top + PAD, QR_SIZE);
  const x = w.left + QR_SIZE + 2 * PAD + 6;
  const width = w.width - (x - w.left) - PAD;
  let y = top + PAD + 4;
  w.bold(11).put(say(lang, 'receipt'), x, y, width);
  y += 20;
  w.regular(9, COLORS.muted).put(say(lang, 'receiptCode'), x, y + 3, width);
  const labelWidth = w.doc.widthOfString(say(lang, 'receiptCode')) + 8;
  w.bold(15).put(receipt.code, x + labelWidth, y - 1, width - labelWidth);
  y += 26;
  w.regular(9, COLORS.muted).put(say(lang, 'receiptHint', { url: receipt.verifyUrl }), x, y, width);
  return top + height;
}

export function drawHeader(w: Writer, siteName: string, rec: MatterRecord, receipt: ReceiptMark): void {
  let y = w.y;
  if (siteName) {
    w.regular(10, COLORS.muted).put(siteName, w.left, y, w.width);
    y += w.measure(siteName, w.width) + 2;
  }
  w.bold(18).put(rec.app_name, w.left, y, w.width);
  y += w.measure(rec.app_name, w.width) + 2;
  w.regular(11, COLORS.muted).put(rec.title, w.left, y, w.width);
  y += w.measure(rec.title, w.width) + 10;
  y = drawFacts(w, rec, y);
  w.y = drawReceipt(w, receipt, y + 8) + 12;
  w.regular();
}
