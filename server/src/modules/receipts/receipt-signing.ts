/**
 * Receipts of applications, the pure part: canonical JSON, Ed25519 signatures (node:crypto), the token a QR code
 * carries, short codes, and masked names. No database, no HTTP: receipts.service.ts keeps the keys and the rows.
 *
 * A token is `base64url(content) + '.' + base64url(signature)`, where content is the canonical JSON of the receipt
 * and the signature is over exactly those bytes, so anyone holding the public key can check a printed receipt.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/** What a receipt says, signed as one canonical JSON object. */
export interface ReceiptContent {
  v: 1;
  /** The short code, without separators (RECEIPT_CODE_LENGTH Crockford base32 characters). */
  code: string;
  inst_id: string;
  app_name: string;
  applicant_masked: string;
  /** Instance status (spec §4): 0 in progress, 1 terminated, 2 completed, 4 withdrawn. */
  status: number;
  /** Campus date the application finished (YYYY-MM-DD), '' while it has not. */
  finished: string;
  /** sha256 (hex) of the canonical form values and steps: recordDigest. */
  digest: string;
}

// ── canonical JSON ────────────────────────────────────────────────────────────

/**
 * JSON with object keys sorted (by UTF-16 code units) at every depth and no white space, so the same value always
 * gives the same bytes. Like JSON.stringify, undefined members are left out and undefined array items become null.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite');
    if (typeof value === 'bigint') return JSON.stringify(value.toString());
    return JSON.stringify(value) ?? 'null';
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The digest a receipt keeps of an application's record: its form values and its history, canonical. */
export function recordDigest(values: unknown, steps: unknown): string {
  return sha256Hex(canonicalJson({ values, steps }));
}

// ── keys ──────────────────────────────────────────────────────────────────────

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Short id of the public key (sha256 of its DER, hex, 16 characters): tells receipts of different keys apart. */
  id: string;
}

function fromPrivate(privateKey: KeyObject): SigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The receipt signing key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return { privateKey, publicKey, id: createHash('sha256').update(der).digest('hex').slice(0, 16) };
}

/** A private key as RECEIPT_SIGNING_KEY or the database gives it: PKCS8 PEM, or the PKCS8 DER in base64. */
export function parseSigningKey(text: string): SigningKey {
  const trimmed = text.trim();
  const privateKey = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey({ key: trimmed, format: 'pem' })
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  return fromPrivate(privateKey);
}

/** A new key pair, with its private key as PKCS8 PEM to store. */
export function generateSigningKey(): { key: SigningKey; pem: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { key: fromPrivate(privateKey), pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

// ── signing and tokens ────────────────────────────────────────────────────────

export interface SignedReceipt {
  content: ReceiptContent;
  /** The canonical JSON that was signed. */
  text: string;
  /** base64url of the Ed25519 signature. */
  signature: string;
}

export function signReceipt(key: SigningKey, content: ReceiptContent): SignedReceipt {
  const text = canonicalJson(content);
  return { content, text, signature: sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64url') };
}

function checks(key: SigningKey, bytes: Buffer, signature: string): boolean {
  const sig = strictBase64url(signature);
  // An Ed25519 signature is 64 bytes; anything else is not one of ours.
  return sig !== null && sig.length === 64 && verify(null, bytes, key.publicKey, sig);
}

/** Whether a stored receipt's content and signature go together under this key. */
export function signatureHolds(key: SigningKey, content: unknown, signature: string): boolean {
  return checks(key, Buffer.from(canonicalJson(content), 'utf8'), signature);
}

export function receiptToken(signed: Pick<SignedReceipt, 'text' | 'signature'>): string {
  return `${Buffer.from(signed.text, 'utf8').toString('base64url')}.${signed.signature}`;
}

/**
 * base64url text decoded only when it is exactly the encoding of its bytes: Node ignores stray characters and the
 * unused bits of the last one, so a changed character could otherwise decode to the same bytes.
 */
function strictBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

export type TokenCheck = { ok: true; content: ReceiptContent } | { ok: false };

/** The receipt a token carries when its signature checks with the key and its content has a receipt's shape. */
export function openToken(key: SigningKey, token: string): TokenCheck {
  const [body, signature, extra] = token.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) return { ok: false };
  const bytes = strictBase64url(body);
  if (!bytes || !checks(key, bytes, signature)) return { ok: false };
  let content: unknown;
  try {
    content = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false };
  }
  return isReceiptContent(content) ? { ok: true, content } : { ok: false };
}

export function isReceiptContent(value: unknown): value is ReceiptContent {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    c.v === 1 &&
    ['code', 'inst_id', 'app_name', 'applicant_masked', 'finished', 'digest'].every((k) => typeof c[k] === 'string') &&
    typeof c.status === 'number'
  );
}

// ── short codes ───────────────────────────────────────────────────────────────

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is hard to get wrong. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_CODE_LENGTH = 12;

/** A new random code: 60 bits, RECEIPT_CODE_LENGTH characters. */
export function newReceiptCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8);
  let bits = bytes.readBigUInt64BE(0) >> 4n;
  let code = '';
  for (let i = 0; i < RECEIPT_CODE_LENGTH; i += 1) {
    code = CROCKFORD[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** A code as printed: XXXX-XXXX-XXXX. */
export function formatReceiptCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as someone typed it, in stored form: case, dashes and spaces do not matter, and the letters Crockford
 * reads as digits (O as 0, I and L as 1) are taken as those. Null when it cannot be a code.
 */
export function normalizeReceiptCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== RECEIPT_CODE_LENGTH) return null;
  return [...code].every((ch) => CROCKFORD.includes(ch)) ? code : null;
}

// ── masked names ──────────────────────────────────────────────────────────────

const HAN = /\p{Script=Han}/u;

/**
 * A name as a public receipt shows it: a Chinese name keeps its first and (from three characters) last character
 * (张*明, 欧**明, 李*); any other keeps its first letter (J***).
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (!chars.every((ch) => HAN.test(ch) || ch === '·')) return `${chars[0].toUpperCase()}***`;
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
