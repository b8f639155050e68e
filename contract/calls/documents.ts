/**
 * Official-document collaboration (公文协同, spec §2 /reserve/myOfficial, /reserve/officialCenter,
 * /reserve/dispatchManage; permit document on the menu and every call). An office drafts a dispatch (发文) from a
 * template; it is reviewed on the workflow runtime (the office head, the countersigning offices' heads, the leader who
 * signs it off), each reviewer's change of the body kept as a version; the sign-off issues it with the office's next
 * number and seals its PDF. The receiving departments' clerks sign for it (签收) and forward it to their people;
 * anyone holding it may circulate it (传阅) for opinions; readers are tracked, the missing ones reminded. A document is
 * visible only to its office's managers, its participants and its recipients; any other id answers as a missing one.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FileRef } from '../forms/schema';
import { DOCUMENT_STATUSES, MY_DOCUMENT_TABS, READER_VIAS, SECRECY_LEVELS, TRAIL_ACTIONS, URGENCIES, VERSION_STEPS } from '../rules/documents';
import { Id, Int, ObjectId, OneOf, PageOf, Paging, Payload } from '../schemas';

const DOCUMENT = 'document' as const;
const Time = Type.String({ description: 'campus time, YYYY-MM-DD HH:mm:ss, or empty' });
const Title = Type.String({ minLength: 1, maxLength: 200 });
/** Rich text, sanitised on the server like a notice's. */
const Body = Type.String({ maxLength: 200_000 });
const Opinion = Type.String({ maxLength: 500 });
const Year = Int({ minimum: 2000, maximum: 2100 });
/** A list sent form-encoded: one value or several. */
const ListOf = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Id>>(item: T, max: number) => Type.Union([item, Type.Array(item, { maxItems: max })]);

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
const Person = Type.Object({ uid: Type.String(), name: Type.String(), department: Type.String() });

export const DocumentItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  number: Type.String({ description: 'the document number once issued, else empty' }),
  office_id: Type.Integer(),
  office_name: Type.String(),
  urgency: OneOf(URGENCIES),
  secrecy: OneOf(SECRECY_LEVELS),
  status: OneOf(DOCUMENT_STATUSES),
  drafter_name: Type.String(),
  updated: Time,
  issued: Time,
  /** What the caller has to do with it in 我的公文's tab, else empty. */
  todo: OneOf(['', 'edit', 'review', 'signFor', 'read', 'opinion'] as const),
});
export type DocumentItem = Static<typeof DocumentItem>;

export const DocumentRecipient = Type.Object({
  department_id: Type.Integer(),
  name: Type.String(),
  signed_by: Type.String({ description: 'the clerk who signed for it, else empty' }),
  signed_at: Time,
  readers: Type.Integer({ description: 'people it reached in the department' }),
  read: Type.Integer({ description: 'of those, how many read it' }),
});

export const DocumentReader = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  department: Type.String(),
  via: OneOf(READER_VIAS),
  added_by: Type.String(),
  added_at: Time,
  read_at: Time,
  /** Asked for circulation: their opinion and when they gave it. */
  opinion: Type.String(),
  opinion_at: Time,
});

export const DocumentVersion = Type.Object({
  version: Type.Integer(),
  step: OneOf(VERSION_STEPS),
  by_name: Type.String(),
  at: Time,
  title: Type.String(),
});

export const TrailEntry = Type.Object({ at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss' }), by_name: Type.String(), action: OneOf(TRAIL_ACTIONS), detail: Type.String() });
export type TrailEntry = Static<typeof TrailEntry>;

/** The seal of an issued document: its code (printed on the PDF), when and under which key, and the PDF's digest. */
export const DocumentSeal = Type.Object({ code: Type.String({ description: 'XXXX-XXXX-XXXX' }), sealed_at: Time, sha256: Type.String(), key_id: Type.String() });

export const DocumentDetail = Type.Object({
  ...DocumentItem.properties,
  body: Type.String(),
  attachments: Type.Array(FileRef),
  drafter_uid: Type.String(),
  created: Time,
  year: Type.Integer({ description: 'the year of its number, 0 before it is issued' }),
  countersign_offices: Type.Array(Named),
  signer: Type.Union([Person, Type.Null()]),
  as_notice: OneOf([0, 1] as const, '1 when issuing also publishes it as an office notice to its recipients'),
  notice_id: Type.Integer({ description: 'the office notice it was published as (/site/billboarddetails?wid=), else 0' }),
  recipients: Type.Array(DocumentRecipient),
  readers: Type.Array(DocumentReader),
  versions: Type.Array(DocumentVersion),
  trail: Type.Array(TrailEntry),
  seal: Type.Union([DocumentSeal, Type.Null()]),
  /** The review task the caller holds on it (approve or return through reviewDispatch), else empty. */
  task_id: Type.String(),
  task_node: Type.String({ description: 'the step of that task: 核稿, 会签 or 签发 in the reader’s language' }),
  version: Type.Integer({ description: 'the draft’s save version (saveDispatch sends it back)' }),
  can: Type.Object({
    edit: Type.Boolean(),
    review: Type.Boolean(),
    sign_for: Type.Boolean(),
    forward: Type.Boolean(),
    read: Type.Boolean({ description: 'the caller is a reader who has not read it yet' }),
    opinion: Type.Boolean(),
    circulate: Type.Boolean(),
    remind: Type.Boolean(),
    archive: Type.Boolean(),
    delete: Type.Boolean(),
  }),
});
export type DocumentDetail = Static<typeof DocumentDetail>;

export const DocumentTemplate = Type.Object({
  id: Type.Integer(),
  office_id: Type.Integer({ description: '0: every office may use it' }),
  office_name: Type.String(),
  name: Type.String(),
  title: Type.String(),
  body: Type.String(),
  urgency: OneOf(URGENCIES),
  secrecy: OneOf(SECRECY_LEVELS),
});
export type DocumentTemplate = Static<typeof DocumentTemplate>;

export const NumberRule = Type.Object({
  office_id: Type.Integer(),
  office_name: Type.String(),
  pattern: Type.String(),
  org: Type.String({ description: 'the short name {org} stands for' }),
  mark: Type.String({ description: 'the red head of its documents (发文机关标志), e.g. 示范大学教务处文件' }),
  year: Type.Integer({ description: 'this year' }),
  issued: Type.Integer({ description: 'numbers issued this year' }),
  next: Type.String({ description: 'the number the next issue gets' }),
});
export type NumberRule = Static<typeof NumberRule>;

const DraftFields = {
  office_id: Id(),
  title: Title,
  urgency: OneOf(URGENCIES),
  secrecy: OneOf(SECRECY_LEVELS),
  body: Body,
  /** The files, as uploaded (JSON of FileRef[]), or absent for none. */
  attachments: Type.Optional(Type.String({ maxLength: 20_000, description: 'JSON array of {id, name, size}' })),
  countersign: Type.Optional(ListOf(Id(), 20)),
  signer_uid: ObjectId,
  recipients: Type.Optional(ListOf(Id(), 200)),
  as_notice: Type.Optional(OneOf([0, 1] as const)),
};

const Mine = { id: Id() };
const Done = Type.Object({ id: Type.Integer(), status: OneOf(DOCUMENT_STATUSES) });

export const documentsCalls = defineCalls('documents', {
  getMyOfficial: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: '我的公文: to handle (own drafts and returned ones, review tasks), to sign for (as a clerk), to read (forwarded or circulated), sent; with each tab’s count.',
    payload: Payload({ tab: OneOf(MY_DOCUMENT_TABS), keyword: Type.Optional(Type.String({ maxLength: 50 })), ...Paging }),
    result: Type.Object({ ...PageOf(DocumentItem).properties, counts: Type.Object({ todo: Type.Integer(), signFor: Type.Integer(), read: Type.Integer(), sent: Type.Integer() }) }),
  },
  getOfficialCenter: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: '公文中心: every issued document the caller may see (sent by their offices, received by their department, reached them), by kind, office, year, number and keyword.',
    payload: Payload({
      kind: Type.Optional(OneOf(['sent', 'received'] as const)),
      office_id: Type.Optional(Id()),
      year: Type.Optional(Year),
      number: Type.Optional(Type.String({ maxLength: 60 })),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      status: Type.Optional(OneOf(['issued', 'archived'] as const)),
      ...Paging,
    }),
    result: Type.Object({ ...PageOf(DocumentItem).properties, offices: Type.Array(Named), years: Type.Array(Type.Integer()) }),
  },
  getOfficialDocument: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'One document with its body, attachments, recipients and readers, versions, trail, seal and what the caller may do.',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: DocumentDetail,
  },
  getDocumentVersion: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'A kept version of a document’s title and body.',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, version: Id() }),
    result: Type.Object({ ...DocumentVersion.properties, body: Type.String() }),
  },
  compareDocumentVersions: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'What changed between two versions of a body, paragraph by paragraph (as text).',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, from: Id(), to: Id() }),
    result: Type.Object({
      from: DocumentVersion,
      to: DocumentVersion,
      title_changed: Type.Boolean(),
      changes: Type.Array(Type.Object({ op: OneOf(['same', 'added', 'removed'] as const), text: Type.String() })),
    }),
  },
  getDispatchSetup: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'What a new dispatch is drafted with: the offices the caller drafts for, the departments (countersign, recipients), the leaders who sign off, and the templates.',
    payload: Payload({}),
    result: Type.Object({
      offices: Type.Array(Named),
      departments: Type.Array(Named),
      signers: Type.Array(Type.Object({ uid: Type.String(), name: Type.String(), title: Type.String() })),
      templates: Type.Array(DocumentTemplate),
    }),
  },
  saveDispatch: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Saves a dispatch draft (new without id; else the drafter’s own draft or returned one, at its version).',
    owns: { id: 'document' },
    payload: Payload({ id: Type.Optional(Id()), version: Type.Optional(Id()), ...DraftFields }),
    result: Type.Object({ id: Type.Integer(), version: Type.Integer() }),
  },
  deleteDispatch: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Deletes a draft never submitted (its drafter only).',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Type.Null(),
  },
  submitDispatch: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Sends a draft (or a returned dispatch, corrected) into review: the office head, the countersigning offices, the leader who signs off.',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Done,
  },
  reviewDispatch: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary:
      'A reviewer’s decision on their step: approve (optionally with the title and body corrected, kept as a version) or return it to the drafter. ' +
      'The leader’s approval issues it: the next number of its office and year, the sealed PDF, the recipients and their clerks told.',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, decision: OneOf(['approve', 'return'] as const), opinion: Opinion, title: Type.Optional(Title), body: Type.Optional(Body) }),
    result: Done,
  },
  signForDocument: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'The clerk of a receiving department signs for it (签收), once; the time is kept.',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Type.Object({ signed_at: Time }),
  },
  forwardDocument: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'The clerk forwards a document signed for to people of the department, who then read it.',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, uids: ListOf(ObjectId, 200) }),
    result: Type.Object({ added: Type.Integer() }),
  },
  circulateDocument: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Circulates (传阅) an issued document to named people for their opinions.',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, uids: ListOf(ObjectId, 50), note: Type.Optional(Opinion) }),
    result: Type.Object({ added: Type.Integer() }),
  },
  readDocument: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Marks the document read by the caller (a reader); reading it again changes nothing.',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Type.Object({ read_at: Time }),
  },
  giveDocumentOpinion: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'A circulation reader’s opinion on the document (it also counts as read).',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, opinion: Type.String({ minLength: 1, maxLength: 500 }) }),
    result: Type.Object({ opinion_at: Time }),
  },
  remindDocument: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Reminds the clerks of departments that have not signed for it and the readers who have not read it (a message each).',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Type.Object({ reminded: Type.Integer() }),
  },
  archiveDocument: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Its office archives an issued document in its year, with its trail.',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Done,
  },
  getDocumentPdf: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'The issued document as sealed: the PDF made when it was issued, unchanged (not enveloped on success; header X-Seal-Code).',
    owns: { id: 'document' },
    payload: Payload(Mine),
    result: Type.Null(),
  },
  getDocumentArchivePdf: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'The document with its whole trail (every step, signature for it and reading, with times) as one PDF (not enveloped on success).',
    owns: { id: 'document' },
    payload: Payload({ ...Mine, lang: Type.Optional(OneOf(['zh', 'en'] as const)) }),
    result: Type.Null(),
  },
  verifyDocumentSeal: {
    method: 'GET',
    access: 'public',
    summary:
      'Checks an issued document’s PDF: by the seal code printed on it, or by the SHA-256 of the file. Valid when the server signed the seal and, ' +
      'for a digest, the file is exactly the one issued.',
    payload: Payload({
      code: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}$' })),
      sha256: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
    }),
    result: Type.Object({
      valid: OneOf([0, 1] as const),
      reason: Type.String({ description: 'why not, in the reader’s language; empty when valid' }),
      number: Type.String(),
      title: Type.String(),
      office_name: Type.String(),
      sealed_at: Time,
      sha256: Type.String(),
      key_id: Type.String(),
    }),
  },
  getDispatchManage: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: '发文管理: the dispatches of the offices the caller manages (their head, or the document permit granted for them), by state and year.',
    payload: Payload({
      office_id: Type.Optional(Id()),
      status: Type.Optional(OneOf(DOCUMENT_STATUSES)),
      year: Type.Optional(Year),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      ...Paging,
    }),
    result: Type.Object({ ...PageOf(DocumentItem).properties, offices: Type.Array(Named) }),
  },
  getNumberRules: {
    method: 'GET',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'The numbering rule of each office the caller manages, with this year’s count and the next number.',
    payload: Payload({}),
    result: Type.Array(NumberRule),
  },
  saveNumberRule: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Sets an office’s numbering rule ({org}, {year}, {n} or {n:3}) and its documents’ red head; numbers already issued keep their text.',
    payload: Payload({
      office_id: Id(),
      pattern: Type.String({ minLength: 1, maxLength: 60 }),
      org: Type.String({ minLength: 1, maxLength: 30 }),
      mark: Type.String({ minLength: 1, maxLength: 40 }),
    }),
    result: NumberRule,
  },
  saveDocumentTemplate: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Adds or changes a template of an office the caller manages (office_id 0: every office, super users only).',
    payload: Payload({
      id: Type.Optional(Id()),
      office_id: Int({ description: '0 for every office' }),
      name: Type.String({ minLength: 1, maxLength: 60 }),
      title: Type.String({ maxLength: 200 }),
      body: Body,
      urgency: OneOf(URGENCIES),
      secrecy: OneOf(SECRECY_LEVELS),
    }),
    result: DocumentTemplate,
  },
  deleteDocumentTemplate: {
    method: 'POST',
    access: 'admin',
    permit: DOCUMENT,
    summary: 'Deletes a template (drafts made from it keep their text).',
    payload: Payload({ id: Id() }),
    result: Type.Null(),
  },
});
