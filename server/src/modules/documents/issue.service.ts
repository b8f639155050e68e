/**
 * Issuing a dispatch, in the transaction of its sign-off: the office's next number of the year (its counter's row
 * locked until the commit, so numbers run on without a gap or a repeat), the receiving departments, the sealed PDF,
 * the office notice when asked, and the messages to the departments' clerks and to the drafter.
 */
import { formatDocumentNumber, DEFAULT_NUMBER_PATTERN } from '../../../../contract/rules/documents';
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import { sendMessages } from '../messages/messages.service';
import { publishNotices } from '../notices/notices.service';
import * as org from '../org/org.service';
import * as site from '../site/site.service';
import { paragraphsOf } from './body-text';
import * as q from './documents.queries';
import type { DocumentRow } from './documents.queries';
import { clerksOf } from './roles';
import { sealDocument } from './seal.service';
import { SECRECY_ZH, URGENCY_ZH } from './words';

/** The number rule and red head of an office: its own, else the default with the office's name for {org}. */
export async function ruleOf(db: DbOrTx, officeId: number): Promise<{ pattern: string; org: string; mark: string }> {
  const [rule] = await q.numberRules(db, [officeId]);
  const name = rule && rule.mark ? '' : await org.departmentName(db, officeId);
  return rule ? { pattern: rule.pattern, org: rule.org, mark: rule.mark || `${name}文件` } : { pattern: DEFAULT_NUMBER_PATTERN, org: name, mark: `${name}文件` };
}

export const campusYear = (at: Date) => Number(campusDate(at).slice(0, 4));

const chineseDate = (at: Date) => {
  const [y, m, d] = campusDate(at).split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

export async function issueDocument(db: DbOrTx, doc: DocumentRow, now: Date): Promise<DocumentRow> {
  const year = campusYear(now);
  const seq = await q.takeNumber(db, doc.office_id, year);
  const rule = await ruleOf(db, doc.office_id);
  const number = formatDocumentNumber(rule.pattern, rule.org, year, seq);
  await q.addRecipients(db, doc.id, doc.recipients);
  const [config, departments, signer] = await Promise.all([
    site.siteConfig(db),
    org.departmentNames(db, [doc.office_id, ...doc.recipients]),
    org.peopleNames(db, [doc.signer_uid]),
  ]);
  const officeName = departments.get(doc.office_id) ?? '';
  await sealDocument(
    db,
    doc.id,
    {
      siteName: config.site_name,
      mark: rule.mark,
      officeName,
      number,
      title: doc.title,
      urgency: URGENCY_ZH[doc.urgency],
      secrecy: SECRECY_ZH[doc.secrecy],
      signerName: signer.get(doc.signer_uid) ?? '',
      recipients: doc.recipients.map((id) => departments.get(id) ?? ''),
      paragraphs: paragraphsOf(doc.body),
      attachments: doc.attachments.map((f) => f.name),
      issuedDate: chineseDate(now),
    },
    now,
  );
  let noticeId: number | null = null;
  if (doc.as_notice) {
    [noticeId] = await publishNotices(db, [
      { kind: 'office', departmentId: doc.office_id, title: `${number} ${doc.title}`, content: doc.body, sendTime: now, audience: doc.recipients },
    ]);
  }
  const issued = await q.setDocument(db, doc.id, { status: 'issued', year, seq, number, issued_at: now, notice_id: noticeId });
  await q.addTrail(db, [
    { document_id: doc.id, uid: doc.signer_uid, action: 'issue', detail: number },
    ...(noticeId ? [{ document_id: doc.id, uid: null, action: 'notice' as const, detail: `${number} ${doc.title}` }] : []),
  ]);
  const clerks = await clerksOf(db, doc.recipients);
  const about = { kind: 'document' as const, id: String(doc.id) };
  await sendMessages(db, [
    ...[...new Set([...clerks.values()].flat())].map((uid) => ({ to: uid, type: 3 as const, title: `请签收公文：${number} ${doc.title}`, about })),
    { to: doc.drafter_uid, type: 3 as const, title: `公文已发文：${number} ${doc.title}`, about },
  ]);
  return issued;
}
