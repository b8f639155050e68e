/**
 * The seal of an issued document: its PDF made once and kept unchanged, and a seal signed with the server's receipt
 * key (Ed25519 over the canonical JSON of what it says, the PDF's SHA-256 among it). The PDF prints the seal's code;
 * anyone checks a file by that code or by the file's digest: the signature must hold under the server's key, and a
 * digest must be exactly the issued file's.
 */
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import type { Lang } from '../../domain/lang';
import { formatReceiptCode, newReceiptCode, normalizeReceiptCode, signStatement, statementHolds } from '../receipts/receipts.service';
import * as q from './documents.queries';
import { renderIssuedPdf, type IssuedPdfInput } from './pdf/issued-pdf';

interface SealContent {
  v: 1;
  kind: 'document';
  code: string;
  document_id: number;
  number: string;
  title: string;
  office: string;
  issued: string;
  sha256: string;
}

/** Makes the issued PDF and its seal, in the issuing transaction. */
export async function sealDocument(db: DbOrTx, id: number, pdf: Omit<IssuedPdfInput, 'sealCode'>, issuedAt: Date): Promise<void> {
  const code = newReceiptCode();
  const bytes = await renderIssuedPdf({ ...pdf, sealCode: formatReceiptCode(code) });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const content: SealContent = { v: 1, kind: 'document', code, document_id: id, number: pdf.number, title: pdf.title, office: pdf.officeName, issued: campusDateTime(issuedAt), sha256 };
  const signed = await signStatement(db, content);
  await q.insertSeal(db, { document_id: id, code, content: signed.text, signature: signed.signature, key_id: signed.keyId, sha256, pdf: bytes });
}

const REASONS = {
  zh: { unknown: '没有找到与之对应的已发公文', signature: '印章签名不成立：文件不是本系统签发的，或已被改动' },
  en: { unknown: 'No issued document matches it', signature: 'The seal’s signature does not hold: the file was not issued here, or was changed' },
} as const;

export async function verifySeal(db: DbOrTx, lang: Lang, by: { code?: string; sha256?: string }) {
  const empty = { number: '', title: '', office_name: '', sealed_at: '', sha256: '', key_id: '' };
  const code = by.code ? normalizeReceiptCode(by.code) : null;
  const row = code ? await q.sealBy(db, { code }) : by.sha256 ? await q.sealBy(db, { sha256: by.sha256.toLowerCase() }) : undefined;
  if (!row) return { valid: 0 as const, reason: REASONS[lang].unknown, ...empty };
  const content = JSON.parse(row.content) as SealContent;
  const holds = content.sha256 === row.sha256 && (await statementHolds(db, content, row.signature, row.key_id));
  const says = { number: content.number, title: content.title, office_name: content.office, sealed_at: campusDateTime(row.sealed_at), sha256: row.sha256, key_id: row.key_id };
  return holds ? { valid: 1 as const, reason: '', ...says } : { valid: 0 as const, reason: REASONS[lang].signature, ...says };
}
