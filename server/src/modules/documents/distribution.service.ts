/**
 * An issued document among its readers: each receiving department's clerk signs for it (once, with the time) and
 * forwards it to people of the department; whoever holds it may circulate it (传阅) to named people for their
 * opinions; readers mark it read; the issuing office reminds those who have not signed for or read it, and archives
 * it in its year. Every step goes into its trail.
 */
import { Permit } from '../../../../contract/rules/permissions';
import type { DocumentStatus } from '../../../../contract/rules/documents';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { nowFor } from '../../db/server-clock';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import { sendMessages } from '../messages/messages.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './documents.queries';
import type { DocumentRow } from './documents.queries';
import { openDocument } from './open-document';
import { clerksOf, manages, reachOf } from './roles';

const isOut = (status: DocumentStatus) => status === 'issued' || status === 'archived';

async function issued(db: DbOrTx, id: number): Promise<DocumentRow> {
  const doc = await openDocument(db, id, { lock: true });
  if (!isOut(doc.status)) throw new DomainError('documents.notIssued');
  return doc;
}

/** The receiving departments whose documents the person signs for. */
async function handledRecipients(db: DbOrTx, user: SessionUser, id: number) {
  const recipients = await q.recipientsOf(db, id);
  const clerks = await clerksOf(db, recipients.map((r) => r.department_id));
  return recipients.filter((r) => clerks.get(r.department_id)?.includes(user.uid));
}

const about = (id: number) => ({ kind: 'document' as const, id: String(id) });

export async function signForDocument(db: DbOrTx, user: SessionUser, id: number): Promise<{ signed_at: string }> {
  return inTransaction(db, async (tx) => {
    const doc = await issued(tx, id);
    const mine = await handledRecipients(tx, user, doc.id);
    if (!mine.length) throw new DomainError('documents.notClerk');
    const waiting = mine.filter((r) => !r.signed_at);
    if (!waiting.length) {
      const [first] = mine;
      const by = (await org.peopleNames(tx, [first.signed_by])).get(first.signed_by ?? '') ?? '';
      throw new DomainError('documents.alreadySigned', { by, at: campusDateTime(first.signed_at) });
    }
    let at: Date | null = null;
    for (const r of waiting) at = (await q.signFor(tx, doc.id, r.department_id, user.uid))?.signed_at ?? at;
    const names = await org.departmentNames(tx, waiting.map((r) => r.department_id));
    await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'signFor', detail: waiting.map((r) => names.get(r.department_id) ?? '').join('、') }]);
    return { signed_at: campusDateTime(at) };
  });
}

/** People among `uids` who may read documents (active, with the document permit); the others refused by name. */
async function readersAmong(db: DbOrTx, uids: string[]) {
  const people = await org.activeMembers(db, uids);
  const permitted = await org.holdersOfPermit(db, Permit.document, [...people.keys()]);
  if (uids.some((uid) => !permitted.has(uid))) throw new DomainError('documents.noPeople');
  return people;
}

export async function forwardDocument(db: DbOrTx, user: SessionUser, id: number, uids: string[]): Promise<{ added: number }> {
  return inTransaction(db, async (tx) => {
    const doc = await issued(tx, id);
    const mine = await handledRecipients(tx, user, doc.id);
    if (!mine.length) throw new DomainError('documents.notClerk');
    const signed = new Set(mine.filter((r) => r.signed_at).map((r) => r.department_id));
    if (!signed.size) throw new DomainError('documents.notSigned');
    const people = await readersAmong(tx, uids);
    const outside = [...people].filter(([, p]) => p.department_id === null || !signed.has(p.department_id));
    if (outside.length) throw new DomainError('documents.outsideDepartment', { names: outside.map(([, p]) => p.name).join('、') });
    const added = await q.addReaders(tx, doc.id, uids.map((uid) => ({ uid, via: 'forward' as const })), user.uid);
    if (added.length) {
      await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'forward', detail: added.map((uid) => people.get(uid)?.name ?? uid).join('、') }]);
      await sendMessages(tx, added.map((uid) => ({ to: uid, type: 3 as const, title: `请阅读公文：${doc.number} ${doc.title}`, about: about(doc.id) })));
    }
    return { added: added.length };
  });
}

/** Who may circulate a document: its drafter, its office's managers, a receiving department's clerk, and its readers. */
async function mayCirculate(db: DbOrTx, user: SessionUser, doc: DocumentRow): Promise<boolean> {
  if (doc.drafter_uid === user.uid || manages(await reachOf(db, user), doc.office_id)) return true;
  if ((await handledRecipients(db, user, doc.id)).length) return true;
  return (await q.readerOf(db, doc.id, user.uid)) !== undefined;
}

export async function circulateDocument(db: DbOrTx, user: SessionUser, id: number, uids: string[], note: string): Promise<{ added: number }> {
  return inTransaction(db, async (tx) => {
    const doc = await issued(tx, id);
    if (!(await mayCirculate(tx, user, doc))) throw new DomainError('documents.mayNotCirculate');
    const people = await readersAmong(tx, uids);
    const added = await q.addReaders(tx, doc.id, uids.map((uid) => ({ uid, via: 'circulation' as const, note: note.trim() })), user.uid);
    if (added.length) {
      const names = added.map((uid) => people.get(uid)?.name ?? uid).join('、');
      await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'circulate', detail: note.trim() ? `${names}：${note.trim()}` : names }]);
      await sendMessages(tx, added.map((uid) => ({ to: uid, type: 3 as const, title: `请传阅公文并填写意见：${doc.number} ${doc.title}`, about: about(doc.id) })));
    }
    return { added: added.length };
  });
}

export async function readDocument(db: DbOrTx, user: SessionUser, id: number): Promise<{ read_at: string }> {
  return inTransaction(db, async (tx) => {
    const doc = await issued(tx, id);
    const reader = await q.readerOf(tx, doc.id, user.uid);
    if (!reader) throw new DomainError('documents.notReader');
    if (reader.read_at) return { read_at: campusDateTime(reader.read_at) };
    const at = await q.markRead(tx, doc.id, user.uid);
    await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'read' }]);
    return { read_at: campusDateTime(at) };
  });
}

export async function giveOpinion(db: DbOrTx, user: SessionUser, id: number, opinion: string): Promise<{ opinion_at: string }> {
  return inTransaction(db, async (tx) => {
    const doc = await issued(tx, id);
    const reader = await q.readerOf(tx, doc.id, user.uid);
    if (!reader) throw new DomainError('documents.notReader');
    const saved = reader.via === 'circulation' ? await q.setOpinion(tx, doc.id, user.uid, opinion.trim()) : undefined;
    if (!saved) throw new DomainError('documents.notCirculated');
    await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'opinion', detail: opinion.trim() }]);
    return { opinion_at: campusDateTime(saved.opinion_at) };
  });
}

export async function remindDocument(db: DbOrTx, user: SessionUser, id: number): Promise<{ reminded: number }> {
  return inTransaction(db, async (tx) => {
    const doc = await issued(tx, id);
    if (doc.drafter_uid !== user.uid && !manages(await reachOf(tx, user), doc.office_id)) throw new DomainError('documents.mayNotRemind');
    const [recipients, readers] = await Promise.all([q.recipientsOf(tx, doc.id), q.readersOf(tx, doc.id)]);
    const clerks = await clerksOf(tx, recipients.filter((r) => !r.signed_at).map((r) => r.department_id));
    const toSign = [...new Set([...clerks.values()].flat())];
    const toRead = readers.filter((r) => !r.read_at || (r.via === 'circulation' && !r.opinion_at)).map((r) => r.uid);
    const what = `${doc.number} ${doc.title}`;
    await sendMessages(tx, [
      ...toSign.map((uid) => ({ to: uid, type: 4 as const, title: `催办：请签收公文 ${what}`, about: about(doc.id) })),
      ...toRead.filter((uid) => !toSign.includes(uid)).map((uid) => ({ to: uid, type: 4 as const, title: `催办：请阅读公文 ${what}`, about: about(doc.id) })),
    ]);
    const reminded = new Set([...toSign, ...toRead]).size;
    await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'remind', detail: String(reminded) }]);
    return { reminded };
  });
}

export async function archiveDocument(db: DbOrTx, user: SessionUser, id: number): Promise<{ id: number; status: DocumentStatus }> {
  return inTransaction(db, async (tx) => {
    const doc = await openDocument(tx, id, { lock: true });
    if (!manages(await reachOf(tx, user), doc.office_id)) throw new DomainError('documents.notManager');
    if (doc.status !== 'issued') throw new DomainError('documents.notArchivable');
    const archived = await q.setDocument(tx, doc.id, { status: 'archived', archived_at: nowFor(tx) });
    await q.addTrail(tx, [{ document_id: doc.id, uid: user.uid, action: 'archive', detail: String(doc.year) }]);
    return { id: archived.id, status: archived.status };
  });
}
