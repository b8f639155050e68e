/**
 * A fake Alibaba Cloud SMS endpoint for tests, speaking the SendSms API (dysmsapi 2017-05-25, RPC style): it checks
 * the request's signature (signature version 1.0, HMAC-SHA1 over the RFC 3986 canonical query, keyed by the secret
 * and "&"), its access key, timestamp and nonce, and answers the JSON the real service does: Code "OK", or an error
 * code on demand. Accepted messages are kept so a test can read the code sent to a number.
 * https://help.aliyun.com/zh/sms/developer-reference/api-dysmsapi-2017-05-25-sendsms
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AliyunSmsConfig } from '../../server/src/config';
import { requestHold, type RequestHold } from './request-hold';

export interface SentSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  outId?: string;
}

export interface TestSmsGateway {
  /** The server's settings for this gateway (config.delivery.sms). */
  config: AliyunSmsConfig;
  /** The approved message reminder template (config.delivery.smsNoticeTemplate). */
  noticeTemplate: string;
  /** Every accepted message, oldest first. */
  messages: SentSms[];
  /** The code in the newest message to a number; undefined when none was sent. */
  latestCode(phone: string): string | undefined;
  /** The next send is refused with this provider error code (default isv.BUSINESS_LIMIT_CONTROL). */
  failNext(code?: string): void;
  /** Holds the SendSms requests in flight (not yet accepted) until released. */
  inFlight: Omit<RequestHold, 'admit'>;
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'LTAI-test-key';
const ACCESS_KEY_SECRET = 'test-secret/with+chars=';
const SIGN_NAME = '校园服务大厅';
const TEMPLATE_CODE = 'SMS_000001';
const NOTICE_TEMPLATE_CODE = 'SMS_000002';

/** RFC 3986 percent-encoding of UTF-8 bytes: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function expectedSignature(method: string, params: Record<string, string>): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${encode(k)}=${encode(params[k])}`)
    .join('&');
  return createHmac('sha1', `${ACCESS_KEY_SECRET}&`).update(`${method}&${encode('/')}&${encode(canonical)}`).digest('base64');
}

async function readParams(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const query = new URL(req.url ?? '/', 'http://gateway').searchParams;
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  return Object.fromEntries([...query, ...body]);
}

/** Why the request is refused, as the service names it; null when it is a well-formed, correctly signed SendSms. */
function refusal(method: string, p: Record<string, string>, nonces: Set<string>): { Code: string; Message: string } | null {
  if (p.Action !== 'SendSms' || p.Version !== '2017-05-25') return { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' };
  if (p.AccessKeyId !== ACCESS_KEY_ID) return { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' };
  if (p.SignatureMethod !== 'HMAC-SHA1' || p.SignatureVersion !== '1.0' || p.Format !== 'JSON') return { Code: 'MissingParameter', Message: 'signature parameters' };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(p.Timestamp ?? '') || Math.abs(Date.parse(p.Timestamp) - Date.now()) > 15 * 60_000) {
    return { Code: 'InvalidTimeStamp.Expired', Message: 'Specified time stamp or date value is expired.' };
  }
  if (!p.SignatureNonce || nonces.has(p.SignatureNonce)) return { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' };
  if (p.Signature !== expectedSignature(method, p)) return { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' };
  return null;
}

export async function startSmsGateway(): Promise<TestSmsGateway> {
  const messages: SentSms[] = [];
  const nonces = new Set<string>();
  let failWith: string | null = null;
  const hold = requestHold();
  const server = createServer((req, res) => {
    void readParams(req).then((p) => hold.admit(res, () => {
      const answer = (status: number, body: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ RequestId: `req-${nonces.size}`, ...body }));
      };
      const refused = refusal(req.method ?? 'GET', p, nonces);
      if (refused) return answer(400, refused);
      nonces.add(p.SignatureNonce);
      if (p.SignName !== SIGN_NAME || ![TEMPLATE_CODE, NOTICE_TEMPLATE_CODE].includes(p.TemplateCode)) return answer(200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: 'template' });
      if (failWith) {
        const code = failWith;
        failWith = null;
        return answer(200, { Code: code, Message: 'refused on demand' });
      }
      messages.push({ phone: p.PhoneNumbers, signName: p.SignName, templateCode: p.TemplateCode, params: JSON.parse(p.TemplateParam) as Record<string, string>, outId: p.OutId });
      answer(200, { Code: 'OK', Message: 'OK', BizId: `biz-${messages.length}` });
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    config: {
      provider: 'aliyun',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: ACCESS_KEY_ID,
      accessKeySecret: ACCESS_KEY_SECRET,
      signName: SIGN_NAME,
      templateCode: TEMPLATE_CODE,
    },
    noticeTemplate: NOTICE_TEMPLATE_CODE,
    messages,
    latestCode: (phone) => messages.filter((m) => m.phone === phone).at(-1)?.params.code,
    failNext(code = 'isv.BUSINESS_LIMIT_CONTROL') {
      failWith = code;
    },
    inFlight: { hold: hold.hold, release: hold.release, held: hold.held },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
