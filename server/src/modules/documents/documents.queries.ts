/** The documents area's tables: documents, their versions, recipients, readers, trail and seals; rules and templates. */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { MyDocumentTab, TrailAction, VersionStep } from '../../../../contract/rules/documents';
import { countRows } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import { anyColumn, keywordPatterns } from '../../db/keyword-search';
import type { DocumentsTable, DocumentTemplatesTable } from './documents.table';

export type DocumentRow = Awaited<ReturnType<typeof documentById>> & object;

export function documentById(db: DbOrTx, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row locked until the transaction ends: the actions on one document run one after another. */
export function lockDocument(db: DbOrTx, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function documentByApplication(db: DbOrTx, instanceId: string) {
  return db.selectFrom('documents').selectAll().where('inst_id', '=', instanceId).forUpdate().executeTakeFirst();
}

export function insertDocument(db: DbOrTx, values: Insertable<DocumentsTable>) {
  return db.insertInto('documents').values(values).returning(['id', 'version']).executeTakeFirstOrThrow();
}

/** Saves a draft still at `version` and still editable, raising the version; undefined when it is not. */
export function updateDraft(db: DbOrTx, id: number, version: number, values: Updateable<DocumentsTable>) {
  return db
    .updateTable('documents')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', 'in', ['draft', 'returned'])
    .returning(['id', 'version'])
    .executeTakeFirst();
}

export function setDocument(db: DbOrTx, id: number, values: Updateable<DocumentsTable>) {
  return db.updateTable('documents').set({ ...values, updated_at: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteDraft(db: DbOrTx, id: number): Promise<boolean> {
  const r = await db.deleteFrom('documents').where('id', '=', id).where('status', '=', 'draft').where('inst_id', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

// ── numbers ───────────────────────────────────────────────────────────────────

/**
 * The office's next number of the year, taken in the caller's transaction: the counter's row stays locked until it
 * ends, so concurrent issues of one office take consecutive numbers, and a rolled-back issue gives its number back.
 */
export async function takeNumber(db: DbOrTx, officeId: number, year: number): Promise<number> {
  const row = await db
    .insertInto('document_counters')
    .values({ department_id: officeId, year, last: 1 })
    .onConflict((oc) => oc.columns(['department_id', 'year']).doUpdateSet({ last: sql`document_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export function issuedCounts(db: DbOrTx, officeIds: number[], year: number) {
  return db.selectFrom('document_counters').select(['department_id', 'last']).where('department_id', 'in', officeIds).where('year', '=', year).execute();
}

export function numberRules(db: DbOrTx, officeIds: number[]) {
  return db.selectFrom('document_offices').selectAll().where('department_id', 'in', officeIds).execute();
}

export function saveNumberRule(db: DbOrTx, officeId: number, rule: { pattern: string; org: string; mark: string }, by: string | null) {
  return db
    .insertInto('document_offices')
    .values({ department_id: officeId, ...rule, updated_by: by })
    .onConflict((oc) => oc.column('department_id').doUpdateSet({ ...rule, updated_by: by, updated_at: sql`now()` }))
    .execute();
}

// ── templates ─────────────────────────────────────────────────────────────────

/** The templates of the offices given, and those for every office. */
export function templatesFor(db: DbOrTx, officeIds: number[] | 'all') {
  let q = db.selectFrom('document_templates').selectAll();
  if (officeIds !== 'all') q = q.where((eb) => eb.or([eb('department_id', 'is', null), ...(officeIds.length ? [eb('department_id', 'in', officeIds)] : [])]));
  return q.orderBy('department_id', 'desc').orderBy('id').execute();
}

export function templateById(db: DbOrTx, id: number) {
  return db.selectFrom('document_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertTemplate(db: DbOrTx, values: Insertable<DocumentTemplatesTable>) {
  return db.insertInto('document_templates').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateTemplate(db: DbOrTx, id: number, values: Updateable<DocumentTemplatesTable>) {
  return db.updateTable('document_templates').set({ ...values, updated_at: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteTemplate(db: DbOrTx, id: number): Promise<boolean> {
  return Number((await db.deleteFrom('document_templates').where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;
}

// ── versions and trail ────────────────────────────────────────────────────────

export async function addVersion(db: DbOrTx, v: { document_id: number; step: VersionStep; title: string; body: string; by_uid: string }): Promise<number> {
  const row = await db
    .insertInto('document_versions')
    .values((eb) => ({
      ...v,
      version: eb.selectFrom('document_versions').select(sql<number>`coalesce(max(version), 0) + 1`.as('n')).where('document_id', '=', v.document_id),
    }))
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export function versionsOf(db: DbOrTx, id: number) {
  return db.selectFrom('document_versions').select(['version', 'step', 'title', 'by_uid', 'at']).where('document_id', '=', id).orderBy('version').execute();
}

export function versionOf(db: DbOrTx, id: number, version: number) {
  return db.selectFrom('document_versions').selectAll().where('document_id', '=', id).where('version', '=', version).executeTakeFirst();
}

export function lastVersion(db: DbOrTx, id: number) {
  return db.selectFrom('document_versions').selectAll().where('document_id', '=', id).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function addTrail(db: DbOrTx, entries: { document_id: number; uid: string | null; action: TrailAction; detail?: string }[]): Promise<void> {
  if (entries.length) await db.insertInto('document_trail').values(entries.map((e) => ({ ...e, detail: e.detail ?? '' }))).execute();
}

export function trailOf(db: DbOrTx, id: number) {
  return db.selectFrom('document_trail').select(['at', 'uid', 'action', 'detail']).where('document_id', '=', id).orderBy('id').execute();
}

// ── recipients and readers ────────────────────────────────────────────────────

export async function addRecipients(db: DbOrTx, id: number, departmentIds: number[]): Promise<void> {
  if (departmentIds.length) await db.insertInto('document_recipients').values(departmentIds.map((d) => ({ document_id: id, department_id: d }))).onConflict((oc) => oc.doNothing()).execute();
}

export function recipientsOf(db: DbOrTx, id: number) {
  return db.selectFrom('document_recipients').selectAll().where('document_id', '=', id).orderBy('department_id').execute();
}

/** Signs for the department once: undefined when it had been signed for already (or is not a recipient). */
export function signFor(db: DbOrTx, id: number, departmentId: number, uid: string) {
  return db
    .updateTable('document_recipients')
    .set({ signed_by: uid, signed_at: sql`now()` })
    .where('document_id', '=', id)
    .where('department_id', '=', departmentId)
    .where('signed_at', 'is', null)
    .returning('signed_at')
    .executeTakeFirst();
}

/** Adds readers; those already reading it keep how they came to it. Answers the uids added. */
export async function addReaders(db: DbOrTx, id: number, readers: { uid: string; via: 'forward' | 'circulation'; note?: string }[], by: string): Promise<string[]> {
  if (readers.length === 0) return [];
  const rows = await db
    .insertInto('document_readers')
    .values(readers.map((r) => ({ document_id: id, uid: r.uid, via: r.via, note: r.note ?? '', added_by: by })))
    .onConflict((oc) => oc.doNothing())
    .returning('uid')
    .execute();
  return rows.map((r) => r.uid);
}

export function readersOf(db: DbOrTx, id: number) {
  return db.selectFrom('document_readers').selectAll().where('document_id', '=', id).orderBy('added_at').orderBy('uid').execute();
}

export function readerOf(db: DbOrTx, id: number, uid: string) {
  return db.selectFrom('document_readers').selectAll().where('document_id', '=', id).where('uid', '=', uid).executeTakeFirst();
}

/** Marks read once: answers when it was read (the first time). */
export async function markRead(db: DbOrTx, id: number, uid: string): Promise<Date | null> {
  await db.updateTable('document_readers').set({ read_at: sql`now()` }).where('document_id', '=', id).where('uid', '=', uid).where('read_at', 'is', null).execute();
  return (await readerOf(db, id, uid))?.read_at ?? null;
}

export function setOpinion(db: DbOrTx, id: number, uid: string, opinion: string) {
  return db
    .updateTable('document_readers')
    .set({ opinion, opinion_at: sql`now()`, read_at: sql`coalesce(read_at, now())` })
    .where('document_id', '=', id)
    .where('uid', '=', uid)
    .where('via', '=', 'circulation')
    .returning('opinion_at')
    .executeTakeFirst();
}

// ── seals ─────────────────────────────────────────────────────────────────────

export function insertSeal(db: DbOrTx, seal: { document_id: number; code: string; content: string; signature: string; key_id: string; sha256: string; pdf: Buffer }) {
  return db.insertInto('document_seals').values(seal).returning('sealed_at').executeTakeFirstOrThrow();
}

export function sealOf(db: DbOrTx, id: number) {
  return db.selectFrom('document_seals').select(['code', 'key_id', 'sha256', 'sealed_at']).where('document_id', '=', id).executeTakeFirst();
}

export function sealedPdf(db: DbOrTx, id: number) {
  return db.selectFrom('document_seals').select(['code', 'pdf']).where('document_id', '=', id).executeTakeFirst();
}

export function sealBy(db: DbOrTx, by: { code: string } | { sha256: string }) {
  const q = db.selectFrom('document_seals').select(['document_id', 'code', 'content', 'signature', 'key_id', 'sha256', 'sealed_at']);
  return ('code' in by ? q.where('code', '=', by.code) : q.where('sha256', '=', by.sha256)).executeTakeFirst();
}

// ── who sees what ─────────────────────────────────────────────────────────────

/** Who a document reaches besides its offices' managers: the drafter, the reviewers, the recipients and readers. */
export interface Reach {
  uid: string;
  /** The departments whose documents the person handles (their clerk's or head's). */
  handles: number[];
  /** The offices the person manages. */
  manages: number[] | 'all';
}

/** The documents among `ids` the person may open. */
export async function reachable(db: DbOrTx, ids: number[], reach: Reach): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await visibleTo(db, reach).select('d.id').where('d.id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/**
 * The documents a person may see: drafted by them; of an office they manage; issued to a department they handle;
 * reaching them as a reader; or asked to review them.
 */
export function visibleTo(db: DbOrTx, reach: Reach) {
  return db.selectFrom('documents as d').where((eb) => {
    const ways = [
      eb('d.drafter_uid', '=', reach.uid),
      eb.exists(eb.selectFrom('document_readers as r').select('r.uid').whereRef('r.document_id', '=', 'd.id').where('r.uid', '=', reach.uid)),
      sql<boolean>`${reach.uid} = ANY(d.reviewers)`,
    ];
    if (reach.manages === 'all') ways.push(eb.val(true));
    else if (reach.manages.length) ways.push(eb('d.office_id', 'in', reach.manages));
    if (reach.handles.length) {
      ways.push(
        eb.exists(eb.selectFrom('document_recipients as rc').select('rc.department_id').whereRef('rc.document_id', '=', 'd.id').where('rc.department_id', 'in', reach.handles)),
      );
    }
    return eb.or(ways);
  });
}

export const itemColumns = [
  'd.id', 'd.title', 'd.number', 'd.office_id', 'd.urgency', 'd.secrecy', 'd.status', 'd.drafter_uid', 'd.updated_at', 'd.issued_at', 'd.year', 'd.inst_id',
] as const;


// ── lists ─────────────────────────────────────────────────────────────────────

export type DocumentsQuery = ReturnType<typeof visibleTo>;

/** 我的公文's tabs as conditions on documents d. */
export function myTab(db: DbOrTx, tab: MyDocumentTab, me: { uid: string; handles: number[]; reviewing: string[] }) {
  const q = db.selectFrom('documents as d');
  switch (tab) {
    case 'todo':
      return q.where((eb) =>
        eb.or([
          eb.and([eb('d.drafter_uid', '=', me.uid), eb('d.status', 'in', ['draft', 'returned'])]),
          ...(me.reviewing.length ? [eb.and([eb('d.status', '=', 'reviewing'), eb('d.inst_id', 'in', me.reviewing)])] : []),
        ]),
      );
    case 'signFor':
      return q.where((eb) =>
        me.handles.length
          ? eb.exists(
              eb
                .selectFrom('document_recipients as rc')
                .select('rc.department_id')
                .whereRef('rc.document_id', '=', 'd.id')
                .where('rc.department_id', 'in', me.handles)
                .where('rc.signed_at', 'is', null),
            )
          : eb.val(false),
      );
    case 'read':
      return q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('document_readers as r')
            .select('r.uid')
            .whereRef('r.document_id', '=', 'd.id')
            .where('r.uid', '=', me.uid)
            .where((w) => w.or([w('r.read_at', 'is', null), w.and([w('r.via', '=', 'circulation'), w('r.opinion_at', 'is', null)])])),
        ),
      );
    case 'sent':
      return q.where('d.drafter_uid', '=', me.uid).where('d.status', '!=', 'draft');
  }
}

/** The documents of some offices (发文管理). */
export function ofOffices(db: DbOrTx, officeIds: number[]) {
  return db.selectFrom('documents as d').where('d.office_id', 'in', officeIds.length ? officeIds : [-1]);
}

/** Held until the transaction ends: two first submissions at once make one review service. */
export async function lockReviewServiceSetup(db: DbOrTx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('documents.review_app'))`.execute(db);
}

export function withKeyword<Q extends DocumentsQuery>(q: Q, keyword: string | undefined): Q {
  if (!keyword?.trim()) return q;
  return q.where(anyColumn(['d.title', 'd.number'], 'LIKE', keywordPatterns(keyword).contains)) as Q;
}

export async function pageOf(q: DocumentsQuery, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    q.select(itemColumns).orderBy('d.updated_at', 'desc').orderBy('d.id', 'desc').offset((page.p - 1) * page.pageSize).limit(page.pageSize).execute(),
    countRows(q),
  ]);
  return { rows, total };
}

export type ItemRow = Awaited<ReturnType<typeof pageOf>>['rows'][number];

/** My reading rows among some documents: how I came to each and what I still have to do. */
export function myReadings(db: DbOrTx, uid: string, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('document_readers').select(['document_id', 'via', 'read_at', 'opinion_at']).where('uid', '=', uid).where('document_id', 'in', ids).execute();
}

/** The offices and years among the issued documents a query reaches, for 公文中心's filters. */
export async function facetsOf(q: DocumentsQuery) {
  const [offices, years] = await Promise.all([
    q.select('d.office_id').distinct().execute(),
    q.select('d.year').distinct().where('d.year', 'is not', null).orderBy('d.year', 'desc').execute(),
  ]);
  return { offices: offices.map((r) => r.office_id), years: years.map((r) => r.year!) };
}

/** The review applications of some documents. */
export async function applicationsOf(db: DbOrTx, ids: number[]): Promise<{ id: number; inst_id: string }[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('documents').select(['id', 'inst_id']).where('id', 'in', ids).where('inst_id', 'is not', null).execute();
  return rows.map((r) => ({ id: r.id, inst_id: String(r.inst_id) }));
}

/** The documents whose attachments hold some files, a row per document and file. */
export function documentsHoldingFiles(db: DbOrTx, fileIds: readonly string[]) {
  return db
    .selectFrom(sql<{ id: number; file_id: string }>`(SELECT d.id, a->>'id' AS file_id FROM documents d, jsonb_array_elements(d.attachments) a)`.as('held'))
    .select(['held.id', 'held.file_id'])
    .where('held.file_id', 'in', fileIds.length ? [...fileIds] : [''])
    .execute();
}
