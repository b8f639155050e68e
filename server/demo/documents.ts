/**
 * The demo campus's official documents (./campus/documents.ts), made through the documents area as their people
 * would: the document permit for the staff who take part and for every department's document clerk, the offices'
 * number rules and templates, then each dispatch drafted, submitted, reviewed (a countersigner correcting the body)
 * and issued, and the issued one signed for, forwarded and read in 计算机科学与技术学院.
 */
import type { Transaction } from 'kysely';
import { Permit } from '../../contract/rules/permissions';
import type { Database } from '../src/db/database';
import { forwardDocument, readDocument, signForDocument } from '../src/modules/documents/distribution.service';
import { saveNumberRule } from '../src/modules/documents/documents.queries';
import { saveDispatch, submitDispatch } from '../src/modules/documents/drafts.service';
import { reviewDispatch, reviewTaskOf } from '../src/modules/documents/review.service';
import { CLERK_POST } from '../src/modules/documents/roles';
import { saveTemplate } from '../src/modules/documents/settings.service';
import { activeUser, type SessionUser } from '../src/modules/org/org.service';
import { demoAccounts } from './campus/accounts';
import { dispatches, numberRules, templates, type DemoDispatch } from './campus/documents';
import type { DemoCampus } from './demo-campus';

/** The demo's staff who use documents; the repair worker, the cashier and the back office's service office do not. */
const documentUsers = Object.values(demoAccounts)
  .filter((a) => /^T0/.test(a.account) && ![demoAccounts.repairWorker, demoAccounts.cashier, demoAccounts.serviceOffice].includes(a))
  .map((a) => a.account);

async function person(tx: Transaction<Database>, uid: string): Promise<SessionUser> {
  const user = await activeUser(tx, uid);
  if (!user) throw new Error(`The demo person ${uid} is missing`);
  return user;
}

/** Each reviewer in turn approves their step; the countersigner corrects the body when the dispatch says so. */
async function review(tx: Transaction<Database>, id: number, d: DemoDispatch, until: 'issued' | 'signOff'): Promise<void> {
  for (let step = 0; step < 6; step++) {
    const doc = await tx.selectFrom('documents').select(['status', 'inst_id', 'reviewers']).where('id', '=', id).executeTakeFirstOrThrow();
    if (doc.status !== 'reviewing') return;
    for (const uid of doc.reviewers) {
      const task = await reviewTaskOf(tx, uid, doc.inst_id);
      if (!task) continue;
      if (until === 'signOff' && task.node_id === 'signoff') return;
      const corrects = d.corrected && task.node_id === 'countersign';
      await reviewDispatch(tx, await person(tx, uid), { id, decision: 'approve', opinion: corrects ? '已补充值班要求，提前报送时间。' : '同意。', body: corrects ? d.corrected : undefined });
    }
  }
}

export async function seedDocuments(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const dept = (code: string) => campus.departmentIds.get(code)!;
  await tx
    .insertInto('permit_grants')
    .values([
      ...documentUsers.map((uid) => ({ permit: Permit.document, holder_kind: 'user' as const, holder: uid, department_id: null, granted_by: null })),
      { permit: Permit.document, holder_kind: 'post' as const, holder: CLERK_POST, department_id: null, granted_by: null },
    ])
    .execute();
  for (const { office, ...rule } of numberRules) await saveNumberRule(tx, dept(office), rule, null);
  const admin = await person(tx, demoAccounts.admin.account);
  for (const t of templates) await saveTemplate(tx, admin, 'zh', { office_id: t.office ? dept(t.office) : 0, name: t.name, title: t.title, body: t.body, urgency: t.urgency, secrecy: t.secrecy });

  for (const d of dispatches) {
    const drafter = await person(tx, d.drafter);
    const { id } = await saveDispatch(tx, drafter, {
      office_id: dept(d.office), title: d.title, urgency: d.urgency, secrecy: d.secrecy, body: d.body, signer_uid: d.signer,
      countersign: d.countersign.map(dept), recipients: d.recipients.map(dept), as_notice: d.asNotice ? 1 : 0,
    });
    if (d.reach === 'draft') continue;
    await submitDispatch(tx, drafter, id);
    await review(tx, id, d, d.reach);
    if (d.reach !== 'issued') continue;
    // 计算机科学与技术学院's clerk signs for it and hands it to the dean and a lecturer; the dean has read it.
    const clerk = await person(tx, demoAccounts.teachingSecretary.account);
    await signForDocument(tx, clerk, id);
    await forwardDocument(tx, clerk, id, [demoAccounts.dean.account, demoAccounts.lecturerStaff.account]);
    await readDocument(tx, await person(tx, demoAccounts.dean.account), id);
  }
}
