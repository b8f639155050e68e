/**
 * A document as archived: what it is (number, office, dates, signer), its body, and its whole trail — every step of
 * its review, its issue, each department's signature for it and each reading, with times — in the reader's language.
 */
import type { Lang } from '../../../domain/lang';
import { recordFonts } from '../../../pdf/fonts';
import { COLORS, Writer } from '../../../pdf/writer';

const LABELS = {
  zh: { number: '文号', office: '发文部门', drafter: '拟稿人', signer: '签发人', issued: '发文时间', status: '状态', body: '正文', trail: '流转记录', recipients: '签收情况', readers: '阅读情况', none: '无', unsigned: '未签收', unread: '未读', seal: '电子印章校验码' },
  en: { number: 'Number', office: 'Office', drafter: 'Drafted by', signer: 'Signed off by', issued: 'Issued', status: 'Status', body: 'Body', trail: 'Trail', recipients: 'Signed for', readers: 'Readers', none: 'None', unsigned: 'not signed for', unread: 'not read', seal: 'Seal code' },
} as const;

export interface ArchivePdfInput {
  lang: Lang;
  siteName: string;
  title: string;
  fields: { number: string; office: string; drafter: string; signer: string; issued: string; status: string };
  paragraphs: string[];
  trail: { at: string; who: string; what: string; detail: string }[];
  recipients: { name: string; signedBy: string; signedAt: string }[];
  readers: { name: string; department: string; readAt: string; opinion: string }[];
  sealCode: string;
  generated: string;
}

export async function renderArchivePdf(d: ArchivePdfInput): Promise<Buffer> {
  const t = LABELS[d.lang];
  const w = new Writer(d.lang, await recordFonts(), { title: d.title, author: d.siteName });
  const { left, width } = w;
  const line = (text: string, size = 10, color: string = COLORS.text) => {
    w.regular(size, color);
    w.ensure(w.measure(text, width));
    w.doc.text(text, left, w.y, { width, lineGap: 3 });
    w.y = w.doc.y + 3;
  };
  w.bold(16).put(d.title, left, w.y, width, { align: 'center' });
  w.y += w.measure(d.title, width) + 12;
  for (const key of ['number', 'office', 'drafter', 'signer', 'issued', 'status'] as const) line(`${t[key]}：${d.fields[key] || '—'}`);
  if (d.sealCode) line(`${t.seal}：${d.sealCode}`);
  w.section(t.body);
  for (const p of d.paragraphs) line(p, 10.5);
  w.section(t.trail);
  for (const e of d.trail) line(`${e.at}\u3000${e.who}\u3000${e.what}${e.detail ? `：${e.detail}` : ''}`);
  w.section(t.recipients);
  if (!d.recipients.length) line(t.none, 10, COLORS.muted);
  for (const r of d.recipients) line(`${r.name}\u3000${r.signedAt ? `${r.signedBy} ${r.signedAt}` : t.unsigned}`);
  w.section(t.readers);
  if (!d.readers.length) line(t.none, 10, COLORS.muted);
  for (const r of d.readers) line(`${r.name}（${r.department}）\u3000${r.readAt || t.unread}${r.opinion ? `\u3000${r.opinion}` : ''}`);
  line(d.generated, 8, COLORS.muted);
  return w.finish();
}
