/**
 * Drafting a dispatch: saving the draft (its drafter's, at its version), deleting one never submitted, and submitting
 * it into review: a version of its body is kept, and its review application is started on the workflow runtime (or,
 * for a dispatch a reviewer returned, resubmitted with the corrections).
 */
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { FileRef } from '../../../../contract/forms/schema';
import type { PersonRef } from '../../../../contract/forms/schema';
import type { Secrecy, Urgency } from '../../../../contract/rules/documents';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { savedOrConflict } from '../../db/versioned';
import { DomainError } from '../../domain/errors';
import * as files from '../files/files.service';
import { sanitizeRichText } from '../forms/forms.service';
import { actOnTask } from '../matters/act.service';
import { openTasksHeld } from '../matters/ownership.service';
import { startMatter } from '../matters/start.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { paragraphsOf } from './body-text';
import * as q from './documents.queries';
import type { DocumentRow } from './documents.queries';
import { openDocument } from './open-document';
import { reviewServiceId } from './review-service';
import { countersigners, draftingOffices, leaders, reachOf } from './roles';
import { SECRECY_ZH, URGENCY_ZH } from './words';

export interface DraftInput {
  id?: number;
  version?: number;
  office_id: number;
  title: string;
  urgency: Urgency;
  secrecy: Secrecy;
  body: string;
  attachments?: string;
  countersign?: number | number[];
  signer_uid: string;
  recipients?: number | number[];
  as_notice?: 0 | 1;
}

const listOf = (v: number | number[] | undefined) => [...new Set(v === undefined ? [] : Array.isArray(v) ? v : [v])];
const Attachments = Type.Array(FileRef, { maxItems: 20 });

function attachmentsOf(text: string | undefined): FileRef[] {
  if (!text?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('documents.badAttachments');
  }
  if (!Value.Check(Attachments, parsed)) throw new DomainError('documents.badAttachments');
  return parsed.map(({ id, name, size }) => ({ id, name, size }));
}

/** The draft's fields checked against the organisation: offices, departments and the signer must be real. */
async function checkedDraft(db: DbOrTx, user: SessionUser, input: DraftInput, kept: FileRef[]) {
  const reach = await reachOf(db, user);
  if (!(await draftingOffices(db, user, reach)).includes(input.office_id)) throw new DomainError('documents.notOffice');
  const countersign = listOf(input.countersign).filter((id) => id !== input.office_id);
  const recipients = listOf(input.recipients);
  const known = new Set((await org.allDepartments(db, 'zh')).map((d) => d.id));
  if (![...countersign, ...recipients].every((id) => known.has(id))) throw new DomainError('documents.badDepartment');
  if (input.signer_uid === user.uid || !(await leaders(db)).some((l) => l.uid === input.signer_uid)) throw new DomainError('documents.badSigner');
  const body = sanitizeRichText(input.body);
  const attachments = attachmentsOf(input.attachments);
  await files.checkAttachments(db, { uid: user.uid, agentUid: user.actor_uid, refs: attachments, kept: new Set(kept.map((f) => f.id)) });
  return {
    office_id: input.office_id,
    title: input.title.trim(),
    urgency: input.urgency,
    secrecy: input.secrecy,
    body,
    attachments: JSON.stringify(attachments),
    countersign,
    signer_uid: input.signer_uid,
    recipients,
    as_notice: input.as_notice === 1,
  };
}

/** The drafter's own draft or returned dispatch, locked. */
async function ownDraft(db: DbOrTx, user: SessionUser, id: number): Promise<DocumentRow> {
  const doc = await openDocument(db, id, { lock: true });
  if (doc.drafter_uid !== user.uid) throw new DomainError('documents.notDrafter');
  if (doc.status !== 'draft' && doc.status !== 'returned') throw new DomainError('documents.notEditable');
  return doc;
}

export async function saveDispatch(db: DbOrTx, user: SessionUser, input: DraftInput): Promise<{ id: number; version: number }> {
  return inTransaction(db, async (tx) => {
    if (input.id === undefined) {
      const values = await checkedDraft(tx, user, input, []);
      const row = await q.insertDocument(tx, { ...values, drafter_uid: user.uid });
      await q.addTrail(tx, [{ document_id: row.id, uid: user.uid, action: 'draft', detail: values.title }]);
      return row;
    }
    const doc = await ownDraft(tx, user, input.id);
    const values = await checkedDraft(tx, user, input, doc.attachments);
    const saved = await q.updateDraft(tx, doc.id, input.version ?? doc.version, values);
    return savedOrConflict(saved, async () => ({ by: user.name, at: doc.updated_at }));
  });
}

export async function deleteDispatch(db: DbOrTx, user: SessionUser, id: number): Promise<null> {
  return inTransaction(db, async (tx) => {
    const doc = await ownDraft(tx, user, id);
    if (doc.status !== 'draft' || doc.inst_id !== null || !(await q.deleteDraft(tx, doc.id))) throw new DomainError('documents.notDeletable');
    return null;
  });
}

/** What the review application's form holds: the document as reviewers find it, and who countersigns and signs off. */
async function reviewValues(db: DbOrTx, doc: DocumentRow, countersignUids: string[]) {
  const names = await org.peopleNames(db, [...countersignUids, doc.signer_uid]);
  const person = (uid: string): PersonRef => ({ uid, name: names.get(uid) ?? uid });
  return {
    form1_1: doc.title,
    form1_2: await org.departmentName(db, doc.office_id),
    form1_3: `${URGENCY_ZH[doc.urgency]} / ${SECRECY_ZH[doc.secrecy]}`,
    form1_4: countersignUids.map(person),
    form1_5: [person(doc.signer_uid)],
    form1_6: `/reserve/officialCenter?id=${doc.id}`,
  };
}

export async function submitDispatch(db: DbOrTx, user: SessionUser, id: number): Promise<{ id: number; status: 'reviewing' }> {
  return inTransaction(db, async (tx) => {
    const doc = await ownDraft(tx, user, id);
    if (!doc.recipients.length) throw new DomainError('documents.noRecipients');
    if (!paragraphsOf(doc.body).length) throw new DomainError('documents.emptyBody');
    const version = await q.addVersion(tx, { document_id: doc.id, step: 'draft', title: doc.title, body: doc.body, by_uid: user.uid });
    const signers = await countersigners(tx, doc.countersign);
    const values = await reviewValues(tx, doc, signers);
    const head = user.department_id === null ? undefined : (await org.departmentHeads(tx, [user.department_id])).get(user.department_id);
    const reviewers = [...new Set([...(head ? [head] : []), ...signers, doc.signer_uid])];
    await q.setDocument(tx, doc.id, { status: 'reviewing', reviewers });
    const resubmit = doc.inst_id ? (await openTasksHeld(tx, user.uid, { instanceIds: [doc.inst_id] })).find((t) => t.kind === 'resubmit') : undefined;
    await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'submit', detail: `v${version}` }]);
    if (resubmit) await actOnTask(tx, user, resubmit.task_id, { type: 'resubmit', values });
    else {
      const appId = await reviewServiceId(tx);
      const { inst_id } = await startMatter(tx, user, 'zh', { appId, values, startKey: `document-${doc.id}-v${version}`, terminal: 'pc' });
      await q.setDocument(tx, doc.id, { inst_id });
    }
    return { id: doc.id, status: 'reviewing' as const };
  });
}
