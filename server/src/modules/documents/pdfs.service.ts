/** The two PDFs of a document: the sealed one as issued, and the archive copy with its whole trail. */
import type { DbOrTx } from '../../db/database';
import { nowFor } from '../../db/server-clock';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { SessionUser } from '../org/org.service';
import * as site from '../site/site.service';
import { paragraphsOf } from './body-text';
import * as q from './documents.queries';
import { renderArchivePdf } from './pdf/archive-pdf';
import { documentDetail } from './views.service';
import { actionWord, statusWord } from './words';

const fileName = (number: string | null, title: string, suffix = '') => `${number ? `${number} ` : ''}${title}${suffix}.pdf`;

export async function issuedPdf(db: DbOrTx, id: number) {
  const [doc, sealed] = await Promise.all([q.documentById(db, id), q.sealedPdf(db, id)]);
  if (!doc || !sealed) throw new DomainError('documents.notIssued');
  return { bytes: sealed.pdf, fileName: fileName(doc.number, doc.title), headers: { 'x-seal-code': sealed.code } };
}

export async function archivePdf(db: DbOrTx, user: SessionUser, lang: Lang, id: number) {
  const d = await documentDetail(db, user, lang, id);
  const config = await site.siteConfig(db);
  const bytes = await renderArchivePdf({
    lang,
    siteName: config.site_name,
    title: d.title,
    fields: { number: d.number, office: d.office_name, drafter: d.drafter_name, signer: d.signer?.name ?? '', issued: d.issued, status: statusWord(lang, d.status) },
    paragraphs: paragraphsOf(d.body),
    trail: d.trail.map((t) => ({ at: t.at, who: t.by_name, what: actionWord(lang, t.action), detail: t.detail })),
    recipients: d.recipients.map((r) => ({ name: r.name, signedBy: r.signed_by, signedAt: r.signed_at })),
    readers: d.readers.map((r) => ({ name: r.name, department: r.department, readAt: r.read_at, opinion: r.opinion })),
    sealCode: d.seal?.code ?? '',
    generated: campusDateTime(nowFor(db)),
  });
  return { bytes, fileName: fileName(d.number, d.title, lang === 'en' ? ' (archive)' : '（归档）') };
}
