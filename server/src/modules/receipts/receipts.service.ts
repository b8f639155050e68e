/**
 * Printed records and their receipts. A participant of an application (or an administrator) downloads its record as
 * a PDF carrying a receipt: a short code and the signed receipt in a QR code. The receipt is issued once per state of
 * the record: printing an unchanged record again finds the same one. Anyone checks a receipt by its code or token:
 * the signature must hold under the server's key, then the application as it is now is compared with it.
 */
import { sign } from 'node:crypto';
import type { ReceiptCheck } from '../../../../contract/calls/receipts';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { Db, DbOrTx } from '../../db/database';
import { databaseOf } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { namedPeople, outline } from '../../workflow/outline';
import * as forms from '../forms/forms.service';
import * as record from '../matters/record.service';
import type { MatterRecord } from '../matters/record.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as processes from '../processes/processes.service';
import * as site from '../site/site.service';
import { renderRecordPdf } from './pdf/record-pdf';
import {
  canonicalJson,
  formatReceiptCode,
  generateSigningKey,
  isReceiptContent,
  maskName,
  newReceiptCode,
  normalizeReceiptCode,
  openToken,
  parseSigningKey,
  receiptToken,
  recordDigest,
  sha256Hex,
  signatureHolds,
  signReceipt,
  type ReceiptContent,
  type SigningKey,
} from './receipt-signing';
import * as q from './receipts.queries';
import { statusText, say } from './texts';

// ── the signing key ───────────────────────────────────────────────────────────

let configured: { text: string; key: SigningKey } | undefined;
const storedKeys = new WeakMap<Db, Promise<SigningKey>>();

async function loadStoredKey(db: DbOrTx): Promise<SigningKey> {
  let pem = await q.storedKey(db);
  if (!pem) {
    await q.storeKeyOnce(db, generateSigningKey().pem);
    pem = await q.storedKey(db);
  }
  if (!pem) throw new Error('The receipt signing key could not be stored');
  return parseSigningKey(pem);
}

/**
 * The server's key: RECEIPT_SIGNING_KEY (PKCS8 PEM or base64 DER) when set, so every server of an installation
 * signs alike without the key living in the database; otherwise one made on first use and kept in the database.
 */
export async function signingKey(db: DbOrTx): Promise<SigningKey> {
  const text = process.env.RECEIPT_SIGNING_KEY?.trim();
  if (text) {
    if (configured?.text !== text) configured = { text, key: parseSigningKey(text) };
    return configured.key;
  }
  const root = databaseOf(db);
  if (!root) return loadStoredKey(db);
  let key = storedKeys.get(root);
  // Inside a transaction (a document sealed as it is issued) the key is read on its connection: the embedded
  // database has one, which the transaction holds. Not kept: the transaction may yet roll back a key it made.
  if (!key && db.isTransaction) return loadStoredKey(db);
  if (!key) {
    key = loadStoredKey(root);
    storedKeys.set(root, key);
    key.catch(() => storedKeys.delete(root));
  }
  return key;
}

/**
 * Another area's statement signed with the same key (an issued document's seal): its canonical JSON, the Ed25519
 * signature over it, and the key's id, so it is checked as a receipt is.
 */
export async function signStatement(db: DbOrTx, content: object): Promise<{ text: string; signature: string; keyId: string }> {
  const key = await signingKey(db);
  const text = canonicalJson(content);
  return { text, signature: sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64url'), keyId: key.id };
}

/** Whether a statement signStatement signed still holds under the server's key. */
export async function statementHolds(db: DbOrTx, content: unknown, signature: string, keyId: string): Promise<boolean> {
  const key = await signingKey(db);
  return key.id === keyId && signatureHolds(key, content, signature);
}

/** Short codes as receipts print them, for other areas' printed statements. */
export { formatReceiptCode, newReceiptCode, normalizeReceiptCode };

// ── issuing ───────────────────────────────────────────────────────────────────

/** What a receipt says of a record, but its code. */
function receiptFacts(rec: MatterRecord): Omit<ReceiptContent, 'code'> {
  const steps = rec.steps.map((s) => ({ node_id: s.node_id, action: s.action, actor_uid: s.actor_uid, opinion: s.opinion, created: s.created }));
  return {
    v: 1,
    inst_id: rec.inst_id,
    app_name: rec.app_name,
    applicant_masked: maskName(rec.applicant.name),
    status: rec.status,
    finished: rec.finished.slice(0, 10),
    digest: recordDigest(rec.stored_values, steps),
  };
}

export interface IssuedReceipt {
  /** As printed: XXXX-XXXX-XXXX. */
  code: string;
  token: string;
  issued: string;
}

function issued(row: { code: string; content: unknown; signature: string; issued_at: Date }): IssuedReceipt {
  return {
    code: formatReceiptCode(row.code),
    token: receiptToken({ text: canonicalJson(row.content), signature: row.signature }),
    issued: campusDateTime(row.issued_at),
  };
}

/** The receipt of the record as it reads now: the one already issued for this state, else a new one. */
export async function receiptFor(db: DbOrTx, rec: MatterRecord): Promise<IssuedReceipt> {
  const key = await signingKey(db);
  const facts = receiptFacts(rec);
  const fingerprint = sha256Hex(canonicalJson({ ...facts, key: key.id }));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await q.receiptByFingerprint(db, rec.inst_id, fingerprint);
    if (found) return issued(found);
    const signed = signReceipt(key, { ...facts, code: newReceiptCode() });
    // A code already taken (60 random bits: hardly ever) or the same record issued at this moment: read again.
    await q.insertReceipt(db, { code: signed.content.code, instance_id: rec.inst_id, fingerprint, content: signed.content, signature: signed.signature });
  }
  throw new Error('No receipt could be issued');
}

// ── the printed record ────────────────────────────────────────────────────────

/** H5 pages live under /v2/ (spec §2); the receipt check page is /matter/verify. */
export const VERIFY_PATH = '/v2/matter/verify';

export interface RecordPdf {
  bytes: Buffer;
  fileName: string;
  receiptCode: string;
}

/** The record of an application as a PDF, for its participants and administrators; anyone else: not found. */
export async function matterPdf(db: DbOrTx, user: SessionUser, lang: Lang, instanceId: string, origin: string): Promise<RecordPdf> {
  if (!(await record.takesPart(db, user, instanceId)) && !(await org.isAdministrator(db, user))) throw new DomainError('matters.notFound');
  const rec = await record.matterRecord(db, lang, instanceId, user);
  const [config, process, receipt] = await Promise.all([
    site.siteConfig(db).catch(() => null),
    rec.process_version_id === null ? undefined : processes.processVersion(db, rec.process_version_id),
    receiptFor(db, rec),
  ]);
  const people = process ? await org.activePeopleNames(db, namedPeople(process.definition)) : new Map<string, string>();
  const nodes = process ? outline(process.definition, { people, fields: forms.fieldLabels(rec.form.schema, lang) }, lang) : [];
  const verifyUrl = `${origin}${VERIFY_PATH}`;
  const bytes = await renderRecordPdf({
    lang,
    siteName: config ? inLanguage(config.site_name, config.site_name_en, lang) : '',
    record: rec,
    outline: nodes,
    receipt: { code: receipt.code, url: `${verifyUrl}?r=${receipt.token}`, verifyUrl },
    generated: campusDateTime(new Date()),
  });
  return { bytes, fileName: `${rec.app_name}-${rec.inst_id}.pdf`, receiptCode: receipt.code };
}

// ── checking ──────────────────────────────────────────────────────────────────

function refusal(lang: Lang, reason: 'reasonTampered' | 'reasonUnknown'): ReceiptCheck {
  return {
    valid: 0,
    reason: say(lang, reason),
    app_name: '',
    applicant: '',
    status: 0,
    status_text: '',
    finished: '',
    issued: '',
    code: '',
    current: 0,
    current_status: null,
    current_status_text: '',
  };
}

/** What the application says today, as a receipt would; undefined when it is gone. */
async function factsNow(db: DbOrTx, instanceId: string): Promise<Omit<ReceiptContent, 'code'> | undefined> {
  try {
    return receiptFacts(await record.matterRecord(db, 'zh', instanceId));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'matters.notFound') return undefined;
    throw error;
  }
}

const knownStatus = (status: number) => ([0, 1, 2, 4] as const).find((s) => s === status) ?? 0;

/**
 * A valid receipt's check: what it says, whether the application still reads the same (it may have gone on, or been
 * reopened, since), and its status today, so a receipt of 办理中 for an application withdrawn since says so.
 */
async function verdict(db: DbOrTx, lang: Lang, content: ReceiptContent, issuedAt: Date | undefined): Promise<ReceiptCheck> {
  const now = await factsNow(db, content.inst_id);
  const current = now !== undefined && now.status === content.status && now.finished === content.finished && now.digest === content.digest;
  return {
    valid: 1,
    reason: '',
    app_name: content.app_name,
    applicant: content.applicant_masked,
    status: knownStatus(content.status),
    status_text: statusText(lang, content.status),
    finished: content.finished,
    issued: campusDateTime(issuedAt ?? null),
    code: formatReceiptCode(content.code),
    current: current ? 1 : 0,
    current_status: now ? knownStatus(now.status) : null,
    current_status_text: now ? statusText(lang, now.status) : '',
  };
}

/** Checks a receipt by its short code or by the signed token its QR code carries. */
export async function verifyReceipt(db: DbOrTx, lang: Lang, input: { code?: string; token?: string }): Promise<ReceiptCheck> {
  const key = await signingKey(db);
  if (input.token !== undefined) {
    const opened = openToken(key, input.token);
    if (!opened.ok) return refusal(lang, 'reasonTampered');
    const code = normalizeReceiptCode(opened.content.code);
    const row = code ? await q.receiptByCode(db, code) : undefined;
    return verdict(db, lang, opened.content, row?.issued_at);
  }
  const code = normalizeReceiptCode(input.code ?? '');
  const row = code ? await q.receiptByCode(db, code) : undefined;
  if (!row) return refusal(lang, 'reasonUnknown');
  // The stored copy is checked too: a row changed in the database is no receipt of ours.
  if (!isReceiptContent(row.content) || row.content.code !== row.code || !signatureHolds(key, row.content, row.signature)) return refusal(lang, 'reasonTampered');
  return verdict(db, lang, row.content, row.issued_at);
}
