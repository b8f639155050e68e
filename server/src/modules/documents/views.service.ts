/**
 * Documents as their readers see them: 我的公文's tabs, 公文中心, 发文管理's list, one document with everything about
 * it and what the caller may do, and its kept versions compared.
 */
import type { DocumentDetail, DocumentItem } from '../../../../contract/calls/documents';
import type { MyDocumentTab } from '../../../../contract/rules/documents';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { formatReceiptCode } from '../receipts/receipts.service';
import { openTasksHeld } from '../matters/ownership.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { paragraphChanges } from './body-text';
import * as q from './documents.queries';
import type { DocumentRow, ItemRow } from './documents.queries';
import { openDocument } from './open-document';
import { knownReviewServiceId, stepName } from './review-service';
import { reviewTaskOf } from './review.service';
import { clerksOf, manages, reachOf } from './roles';

type Page = { p: number; pageSize: number };

/** List entries with office and drafter names, and what the caller has to do with each. */
async function itemsOf(db: DbOrTx, lang: Lang, rows: ItemRow[], todo: (r: ItemRow) => DocumentItem['todo'] = () => ''): Promise<DocumentItem[]> {
  const [offices, people] = await Promise.all([org.departmentNames(db, rows.map((r) => r.office_id), lang), org.peopleNames(db, rows.map((r) => r.drafter_uid))]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    number: r.number ?? '',
    office_id: r.office_id,
    office_name: offices.get(r.office_id) ?? '',
    urgency: r.urgency,
    secrecy: r.secrecy,
    status: r.status,
    drafter_name: people.get(r.drafter_uid) ?? '',
    updated: campusDateTime(r.updated_at),
    issued: campusDateTime(r.issued_at),
    todo: todo(r),
  }));
}

/** The review applications waiting on the person, and the departments they sign for. */
async function myWork(db: DbOrTx, user: SessionUser) {
  const [reach, appId] = await Promise.all([reachOf(db, user), knownReviewServiceId(db)]);
  const tasks = appId ? await openTasksHeld(db, user.uid, { appId }) : [];
  return { uid: user.uid, handles: reach.handles, reviewing: [...new Set(tasks.filter((t) => t.kind === 'approve').map((t) => t.inst_id))] };
}

export async function myOfficial(db: DbOrTx, user: SessionUser, lang: Lang, tab: MyDocumentTab, keyword: string | undefined, page: Page) {
  const me = await myWork(db, user);
  const tabs = ['todo', 'signFor', 'read', 'sent'] as const;
  const counts = Object.fromEntries(await Promise.all(tabs.map(async (t) => [t, (await q.pageOf(q.myTab(db, t, me), { p: 1, pageSize: 1 })).total] as const))) as Record<MyDocumentTab, number>;
  const { rows, total } = await q.pageOf(q.withKeyword(q.myTab(db, tab, me), keyword), page);
  const readings = tab === 'read' ? new Map((await q.myReadings(db, user.uid, rows.map((r) => r.id))).map((r) => [r.document_id, r])) : new Map();
  const todo = (r: ItemRow): DocumentItem['todo'] => {
    if (tab === 'todo') return r.drafter_uid === user.uid && (r.status === 'draft' || r.status === 'returned') ? 'edit' : 'review';
    if (tab === 'signFor') return 'signFor';
    if (tab === 'read') {
      const reading = readings.get(r.id);
      return reading?.via === 'circulation' && !reading.opinion_at ? 'opinion' : 'read';
    }
    return '';
  };
  return { list: await itemsOf(db, lang, rows, todo), total, p: page.p, page_size: page.pageSize, counts };
}

export interface CenterFilter {
  kind?: 'sent' | 'received';
  office_id?: number;
  year?: number;
  number?: string;
  keyword?: string;
  status?: 'issued' | 'archived';
}

export async function officialCenter(db: DbOrTx, user: SessionUser, lang: Lang, filter: CenterFilter, page: Page) {
  const reach = await reachOf(db, user);
  const out = q.visibleTo(db, reach).where('d.status', 'in', filter.status ? [filter.status] : ['issued', 'archived']);
  const own = [...new Set([...(user.department_id === null ? [] : [user.department_id]), ...(reach.manages === 'all' ? [] : reach.manages)])];
  let list = out;
  if (filter.kind === 'sent') list = reach.manages === 'all' ? list : list.where('d.office_id', 'in', own.length ? own : [-1]);
  if (filter.kind === 'received') list = list.where('d.office_id', 'not in', reach.manages === 'all' ? [-1] : own.length ? own : [-1]);
  if (filter.office_id) list = list.where('d.office_id', '=', filter.office_id);
  if (filter.year) list = list.where('d.year', '=', filter.year);
  if (filter.number?.trim()) list = q.withKeyword(list, filter.number);
  list = q.withKeyword(list, filter.keyword);
  const [{ rows, total }, facets] = await Promise.all([q.pageOf(list, page), q.facetsOf(out)]);
  const names = await org.departmentNames(db, facets.offices, lang);
  return {
    list: await itemsOf(db, lang, rows),
    total,
    p: page.p,
    page_size: page.pageSize,
    offices: facets.offices.map((id) => ({ id, name: names.get(id) ?? '' })).sort((a, b) => a.name.localeCompare(b.name, 'zh')),
    years: facets.years,
  };
}

export async function dispatchManage(db: DbOrTx, user: SessionUser, lang: Lang, filter: { office_id?: number; status?: DocumentRow['status']; year?: number; keyword?: string }, page: Page) {
  const reach = await reachOf(db, user);
  const offices = reach.manages === 'all' ? (await org.allDepartments(db, lang)).map((d) => d.id) : reach.manages;
  let list = q.ofOffices(db, offices);
  if (filter.office_id) list = list.where('d.office_id', '=', filter.office_id);
  if (filter.status) list = list.where('d.status', '=', filter.status);
  if (filter.year) list = list.where('d.year', '=', filter.year);
  const { rows, total } = await q.pageOf(q.withKeyword(list, filter.keyword), page);
  const names = await org.departmentNames(db, offices, lang);
  return { list: await itemsOf(db, lang, rows), total, p: page.p, page_size: page.pageSize, offices: offices.map((id) => ({ id, name: names.get(id) ?? '' })) };
}

export async function documentDetail(db: DbOrTx, user: SessionUser, lang: Lang, id: number): Promise<DocumentDetail> {
  const doc = await openDocument(db, id);
  const [reach, recipients, readers, versions, trail, seal, task] = await Promise.all([
    reachOf(db, user),
    q.recipientsOf(db, id),
    q.readersOf(db, id),
    q.versionsOf(db, id),
    q.trailOf(db, id),
    q.sealOf(db, id),
    doc.status === 'reviewing' ? reviewTaskOf(db, user.uid, doc.inst_id) : Promise.resolve(undefined),
  ]);
  const readerRows = await org.activeMembers(db, readers.map((r) => r.uid));
  const people = await org.peopleNames(db, [
    doc.drafter_uid, doc.signer_uid, ...recipients.map((r) => r.signed_by), ...readers.flatMap((r) => [r.uid, r.added_by]), ...versions.map((v) => v.by_uid), ...trail.map((t) => t.uid),
  ]);
  const departmentIds = [doc.office_id, ...doc.countersign, ...doc.recipients, ...recipients.map((r) => r.department_id), ...[...readerRows.values()].map((p) => p.department_id)];
  const departments = await org.departmentNames(db, departmentIds, lang);
  const clerks = await clerksOf(db, recipients.map((r) => r.department_id));
  const name = (uid: string | null) => (uid ? (people.get(uid) ?? uid) : '');
  const mine = readers.find((r) => r.uid === user.uid);
  const isOut = doc.status === 'issued' || doc.status === 'archived';
  const clerkOf = recipients.filter((r) => clerks.get(r.department_id)?.includes(user.uid));
  const managesIt = manages(reach, doc.office_id);
  const editable = doc.drafter_uid === user.uid && (doc.status === 'draft' || doc.status === 'returned');
  const [item] = await itemsOf(db, lang, [doc]);
  const readersOfDepartment = (departmentId: number) => readers.filter((r) => readerRows.get(r.uid)?.department_id === departmentId);
  return {
    ...item,
    body: doc.body,
    attachments: doc.attachments,
    drafter_uid: doc.drafter_uid,
    created: campusDateTime(doc.created_at),
    year: doc.year ?? 0,
    countersign_offices: doc.countersign.map((d) => ({ id: d, name: departments.get(d) ?? '' })),
    signer: { uid: doc.signer_uid, name: name(doc.signer_uid), department: '' },
    as_notice: doc.as_notice ? 1 : 0,
    notice_id: doc.notice_id ?? 0,
    recipients: (isOut ? recipients.map((r) => r.department_id) : doc.recipients).map((departmentId) => {
      const r = recipients.find((x) => x.department_id === departmentId);
      const reached = readersOfDepartment(departmentId);
      return {
        department_id: departmentId,
        name: departments.get(departmentId) ?? '',
        signed_by: name(r?.signed_by ?? null),
        signed_at: campusDateTime(r?.signed_at ?? null),
        readers: reached.length,
        read: reached.filter((x) => x.read_at).length,
      };
    }),
    readers: readers.map((r) => ({
      uid: r.uid,
      name: name(r.uid),
      department: departments.get(readerRows.get(r.uid)?.department_id ?? -1) ?? '',
      via: r.via,
      added_by: name(r.added_by),
      added_at: campusDateTime(r.added_at),
      read_at: campusDateTime(r.read_at),
      opinion: r.opinion,
      opinion_at: campusDateTime(r.opinion_at),
    })),
    versions: versions.map((v) => ({ version: v.version, step: v.step, by_name: name(v.by_uid), at: campusDateTime(v.at), title: v.title })),
    trail: trail.map((t) => ({ at: campusDateTime(t.at), by_name: name(t.uid), action: t.action, detail: t.detail })),
    seal: seal ? { code: formatReceiptCode(seal.code), sealed_at: campusDateTime(seal.sealed_at), sha256: seal.sha256, key_id: seal.key_id } : null,
    task_id: task?.task_id ?? '',
    task_node: task ? stepName(task.node_id, task.node_name, lang) : '',
    version: doc.version,
    can: {
      edit: editable,
      review: task !== undefined,
      sign_for: isOut && clerkOf.some((r) => !r.signed_at),
      forward: isOut && clerkOf.some((r) => r.signed_at),
      read: isOut && mine !== undefined && !mine.read_at,
      opinion: isOut && mine?.via === 'circulation' && !mine.opinion_at,
      circulate: isOut && (doc.drafter_uid === user.uid || managesIt || clerkOf.length > 0 || mine !== undefined),
      remind: isOut && (doc.drafter_uid === user.uid || managesIt),
      archive: doc.status === 'issued' && managesIt,
      delete: editable && doc.status === 'draft' && doc.inst_id === null,
    },
  };
}

export async function documentVersion(db: DbOrTx, id: number, version: number) {
  const v = await q.versionOf(db, id, version);
  if (!v) throw new DomainError('documents.badVersion');
  const by = (await org.peopleNames(db, [v.by_uid])).get(v.by_uid) ?? v.by_uid;
  return { version: v.version, step: v.step, by_name: by, at: campusDateTime(v.at), title: v.title, body: v.body };
}

export async function compareVersions(db: DbOrTx, id: number, from: number, to: number) {
  const [a, b] = await Promise.all([documentVersion(db, id, from), documentVersion(db, id, to)]);
  const { body: fromBody, ...fromMeta } = a;
  const { body: toBody, ...toMeta } = b;
  return { from: fromMeta, to: toMeta, title_changed: a.title !== b.title, changes: paragraphChanges(fromBody, toBody) };
}
