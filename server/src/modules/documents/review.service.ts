/**
 * Reviewing a dispatch: a reviewer approves their step (correcting the title or body if need be, kept as a version
 * of that step) or returns it to the drafter, through their task on its review application. The review's end reaches
 * the document through the applicationEnded hook, in the transaction that ended it: approved, it is issued; refused
 * (terminated), it goes back to the drafter; withdrawn, it is a draft again. Only a document in review moves, so
 * hearing an end twice changes nothing.
 */
import type { DocumentStatus, VersionStep } from '../../../../contract/rules/documents';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { nowFor } from '../../db/server-clock';
import { DomainError } from '../../domain/errors';
import type { ApplicationEnded } from '../area-module';
import { sanitizeRichText } from '../forms/forms.service';
import { actOnTask } from '../matters/act.service';
import { openTasksHeld } from '../matters/ownership.service';
import type { SessionUser } from '../org/org.service';
import * as q from './documents.queries';
import { issueDocument } from './issue.service';
import { openDocument } from './open-document';
import { REVIEW_STEPS } from './review-service';

export interface ReviewInput {
  id: number;
  decision: 'approve' | 'return';
  opinion: string;
  title?: string;
  body?: string;
}

const stepOf = (node: string): VersionStep => (Object.values(REVIEW_STEPS) as string[]).includes(node) ? (node as VersionStep) : 'review';

/** The review task the person holds on the document, if any. */
export async function reviewTaskOf(db: DbOrTx, uid: string, instanceId: string | null) {
  if (!instanceId) return undefined;
  return (await openTasksHeld(db, uid, { instanceIds: [instanceId] })).find((t) => t.kind === 'approve');
}

export async function reviewDispatch(db: DbOrTx, user: SessionUser, input: ReviewInput): Promise<{ id: number; status: DocumentStatus }> {
  return inTransaction(db, async (tx) => {
    const doc = await openDocument(tx, input.id, { lock: true });
    const task = doc.status === 'reviewing' ? await reviewTaskOf(tx, user.uid, doc.inst_id) : undefined;
    if (!task) throw new DomainError('documents.noTask');
    const opinion = input.opinion.trim();
    const reviewers = doc.reviewers.includes(user.uid) ? doc.reviewers : [...doc.reviewers, user.uid];
    if (input.decision === 'return') {
      if (!opinion) throw new DomainError('documents.opinionNeeded');
      await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'return', detail: `${task.node_name}：${opinion}` }]);
      await actOnTask(tx, user, task.task_id, { type: 'reject', opinion, to: 'initiator' });
      return q.setDocument(tx, doc.id, { status: 'returned', reviewers });
    }
    const title = input.title?.trim() || doc.title;
    const body = input.body === undefined ? doc.body : sanitizeRichText(input.body);
    const trail = [];
    if (title !== doc.title || body !== doc.body) {
      const version = await q.addVersion(tx, { document_id: doc.id, step: stepOf(task.node_id), title, body, by_uid: user.uid });
      await q.setDocument(tx, doc.id, { title, body, reviewers });
      trail.push({ document_id: doc.id, uid: user.uid, action: 'edit' as const, detail: `v${version}` });
    } else await q.setDocument(tx, doc.id, { reviewers });
    // The approval is in the trail before the issue its sign-off may bring about.
    await q.addTrail(tx, [...trail, { document_id: doc.id, uid: user.uid, action: 'approve', detail: opinion ? `${task.node_name}：${opinion}` : task.node_name }]);
    await actOnTask(tx, user, task.task_id, { type: 'approve', opinion });
    return (await q.documentById(tx, doc.id))!;
  }).then((d) => ({ id: d.id, status: d.status }));
}

/** The end of a document's review application, as the matters area tells it. */
export const reviewEnded: ApplicationEnded = async (db, instanceId, outcome) => {
  const doc = await q.documentByApplication(db, instanceId);
  if (!doc || doc.status !== 'reviewing') return;
  if (outcome === 'approved') {
    await issueDocument(db, doc, nowFor(db));
    return;
  }
  const status = outcome === 'refused' ? 'returned' : 'draft';
  await q.setDocument(db, doc.id, { status, ...(outcome === 'withdrawn' ? { inst_id: null } : {}) });
  await q.addTrail(db, [{ document_id: doc.id, uid: null, action: 'return', detail: outcome === 'refused' ? '审批已终止' : '拟稿人已撤回' }]);
};
