/**
 * WeChat Pay API v3 signatures, both ways (https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-generation.html):
 * - the merchant signs each request with its private key: `METHOD\nPATH_AND_QUERY\nTIMESTAMP\nNONCE\nBODY\n`, sent in
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`;
 * - WeChat Pay signs its answers and notifications with its platform key: `TIMESTAMP\nNONCE\nBODY\n`, sent in the
 *   Wechatpay-Timestamp, Wechatpay-Nonce, Wechatpay-Signature and Wechatpay-Serial headers;
 * - the mini-program's JSAPI payment carries paySign over `appId\ntimeStamp\nnonceStr\npackage\n`.
 * Everything is RSA-SHA256 (PKCS#1 v1.5), base64.
 */
import { createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** A signed answer or notification older or newer than this is refused: a replay, or a clock far off. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** Each line of the message followed by a newline, the last one too. */
function message(lines: readonly string[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

export function sign(privateKey: KeyObject, lines: readonly string[]): string {
  return createSign('RSA-SHA256').update(message(lines), 'utf8').sign(privateKey, 'base64');
}

export function signatureHolds(publicKey: KeyObject, lines: readonly string[], signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message(lines), 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** A random nonce of 32 letters and digits, as the protocol's examples use. */
export function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function unixSeconds(at: Date): string {
  return String(Math.floor(at.getTime() / 1000));
}

/** The merchant's side of a request: who signs, and with which key (its certificate's serial number). */
export interface MerchantKey {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
}

export interface RequestToSign {
  method: string;
  /** The path and query exactly as sent (`/v3/pay/transactions/out-trade-no/CH1?mchid=1900000001`). */
  pathAndQuery: string;
  /** '' for a GET. */
  body: string;
  timestamp: string;
  nonce: string;
}

export function authorization(key: MerchantKey, request: RequestToSign): string {
  const signature = sign(key.privateKey, [request.method, request.pathAndQuery, request.timestamp, request.nonce, request.body]);
  return `${AUTH_SCHEMA} mchid="${key.mchid}",nonce_str="${request.nonce}",signature="${signature}",timestamp="${request.timestamp}",serial_no="${key.serialNo}"`;
}

export interface AuthorizationParts {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** The parts of an Authorization header, or null when it is not this schema with all five of them. */
export function parseAuthorization(header: string | undefined): AuthorizationParts | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const parts: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) parts[m[1]] = m[2];
  const names = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const;
  return names.every((name) => parts[name]) ? (parts as unknown as AuthorizationParts) : null;
}

/** Whether a request's Authorization holds for this merchant's public key; a reason when it does not. */
export function requestRefusal(header: string | undefined, merchant: { mchid: string; serialNo: string; publicKey: KeyObject }, request: Omit<RequestToSign, 'timestamp' | 'nonce'>, now: Date): string | null {
  const auth = parseAuthorization(header);
  if (!auth) return 'the Authorization header is missing or not WECHATPAY2-SHA256-RSA2048';
  if (auth.mchid !== merchant.mchid) return 'unknown mchid';
  if (auth.serial_no !== merchant.serialNo) return 'unknown merchant certificate serial number';
  if (clockRefusal(auth.timestamp, now)) return 'the timestamp is too far from the current time';
  const lines = [request.method, request.pathAndQuery, auth.timestamp, auth.nonce_str, request.body];
  return signatureHolds(merchant.publicKey, lines, auth.signature) ? null : 'the signature does not match';
}

/** The four headers WeChat Pay signs its answers and notifications with. */
export interface PlatformSignature {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

export function platformSignatureOf(headers: Record<string, string | string[] | undefined> | Headers): Partial<PlatformSignature> {
  const read = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? undefined;
  };
  return {
    timestamp: read('wechatpay-timestamp'),
    nonce: read('wechatpay-nonce'),
    signature: read('wechatpay-signature'),
    serial: read('wechatpay-serial'),
  };
}

export function signAsPlatform(key: { serial: string; privateKey: KeyObject }, body: string, at: Date): PlatformSignature {
  const timestamp = unixSeconds(at);
  const once = nonce();
  return { timestamp, nonce: once, serial: key.serial, signature: sign(key.privateKey, [timestamp, once, body]) };
}

/** The headers of a platform signature, as an answer or a notification carries them. */
export function platformHeaders(signed: PlatformSignature): Record<string, string> {
  return {
    'Wechatpay-Timestamp': signed.timestamp,
    'Wechatpay-Nonce': signed.nonce,
    'Wechatpay-Signature': signed.signature,
    'Wechatpay-Serial': signed.serial,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

function clockRefusal(timestamp: string, now: Date): boolean {
  const seconds = Number(timestamp);
  return !/^\d{1,12}$/.test(timestamp) || Math.abs(seconds * 1000 - now.getTime()) > MAX_CLOCK_SKEW_MS;
}

/**
 * Why an answer or notification is not WeChat Pay's, or null when it is: the serial must name the platform key we
 * hold (an unknown one is refused, not fetched), the timestamp be within five minutes, the signature hold over the
 * body exactly as received.
 */
export function platformRefusal(signed: Partial<PlatformSignature>, body: string, platform: { serial: string; publicKey: KeyObject }, now: Date): string | null {
  const { timestamp, nonce: once, signature, serial } = signed;
  if (!timestamp || !once || !signature || !serial) return 'the Wechatpay-* signature headers are missing';
  if (serial !== platform.serial) return `unknown platform key serial ${serial}`;
  if (clockRefusal(timestamp, now)) return 'the timestamp is more than five minutes off';
  return signatureHolds(platform.publicKey, [timestamp, once, body], signature) ? null : 'the signature does not match';
}

/** The object wx.requestPayment takes in the mini-program for a JSAPI prepay. */
export interface JsapiPayment {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export function jsapiPayment(appId: string, prepayId: string, key: KeyObject, at: Date): JsapiPayment {
  const timeStamp = unixSeconds(at);
  const nonceStr = nonce();
  const pkg = `prepay_id=${prepayId}`;
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: sign(key, [appId, timeStamp, nonceStr, pkg]) };
}
