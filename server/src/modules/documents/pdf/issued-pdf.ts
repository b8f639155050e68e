/**
 * The issued document as a PDF (A4, in Chinese as a formal document is): the red head with the office, the number
 * and the signer, the title, the body, its attachments, the office and date with the office's seal, and on every
 * page the seal code anyone checks the file with. Made once when the document is issued and kept unchanged.
 */
import { recordFonts } from '../../../pdf/fonts';
import { drawPageFoots } from '../../../pdf/page-foots';
import { MARGIN, Writer } from '../../../pdf/writer';

const RED = '#c8161d';

export interface IssuedPdfInput {
  siteName: string;
  /** The red head (发文机关标志), 示范大学教务处文件. */
  mark: string;
  officeName: string;
  number: string;
  title: string;
  /** 平件 / 加急 / 特急 and 公开 / 内部 / 秘密, as printed. */
  urgency: string;
  secrecy: string;
  signerName: string;
  recipients: string[];
  paragraphs: string[];
  attachments: string[];
  /** 2026年12月2日 */
  issuedDate: string;
  sealCode: string;
}

/** The office's seal: a red ring with the office's name along its top and a star in the middle. */
function drawSeal(w: Writer, name: string, cx: number, cy: number): void {
  const r = 46;
  w.doc.save().lineWidth(2.4).strokeColor(RED).opacity(0.85).circle(cx, cy, r).stroke();
  const star = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? 14 : 5.6;
    return [cx + d * Math.cos(angle), cy + d * Math.sin(angle)] as [number, number];
  });
  w.doc.polygon(...star).fill(RED);
  const chars = [...name].slice(0, 14);
  const span = Math.min(Math.PI * 1.25, chars.length * 0.32);
  w.bold(9, RED);
  chars.forEach((ch, i) => {
    const angle = -Math.PI / 2 - span / 2 + (span * (i + 0.5)) / chars.length;
    const x = cx + (r - 11) * Math.cos(angle);
    const y = cy + (r - 11) * Math.sin(angle);
    w.doc.save().translate(x, y).rotate((angle * 180) / Math.PI + 90).text(ch, -4.5, -5, { width: 9, align: 'center', lineBreak: false }).restore();
  });
  w.doc.restore();
}

export async function renderIssuedPdf(d: IssuedPdfInput): Promise<Buffer> {
  const w = new Writer('zh', await recordFonts(), { title: `${d.number} ${d.title}`, author: d.siteName });
  const { left, width } = w;
  w.regular(10).put(`${d.secrecy}\u3000${d.urgency}`, left, MARGIN.top, width);
  w.bold(26, RED).put(d.mark, left, MARGIN.top + 26, width, { align: 'center' });
  const numberY = MARGIN.top + 78;
  w.regular(12).put(d.number, left, numberY, width, { align: 'center' });
  w.regular(10).put(`签发人：${d.signerName}`, left, numberY, width, { align: 'right' });
  const rule = numberY + 22;
  w.doc.moveTo(left, rule).lineTo(left + width, rule).lineWidth(1.6).strokeColor(RED).stroke();
  w.y = rule + 24;
  w.bold(16).put(d.title, left, w.y, width, { align: 'center' });
  w.y += w.measure(d.title, width) + 18;
  if (d.recipients.length) {
    w.regular(12);
    const to = `${d.recipients.join('、')}：`;
    w.ensure(w.measure(to, width));
    w.doc.text(to, left, w.y, { width, lineGap: 4 });
    w.y = w.doc.y + 6;
  }
  w.regular(12);
  for (const p of d.paragraphs) {
    w.ensure(24);
    w.doc.text(p, left, w.y, { width, lineGap: 5, indent: 24 });
    w.y = w.doc.y + 6;
  }
  if (d.attachments.length) {
    w.y += 10;
    d.attachments.forEach((name, i) => {
      w.ensure(20);
      w.doc.text(`${i === 0 ? '附件：' : '\u3000\u3000\u3000'}${i + 1}. ${name}`, left, w.y, { width, lineGap: 4 });
      w.y = w.doc.y + 2;
    });
  }
  w.ensure(130);
  const signY = w.y + 40;
  w.regular(12).put(d.officeName, left, signY, width - 40, { align: 'right' });
  w.put(d.issuedDate, left, signY + 22, width - 40, { align: 'right' });
  drawSeal(w, d.mark.replace(/文件$/, ''), left + width - 110, signY + 14);
  w.y = signY + 80;
  drawPageFoots(w, (page, pages) => ({ left: `电子印章校验码 ${d.sealCode}（在公文中心或 verifyDocumentSeal 校验）`, right: `第 ${page} 页 / 共 ${pages} 页` }));
  return w.finish();
}
