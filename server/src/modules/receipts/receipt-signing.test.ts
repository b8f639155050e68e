import { generateKeyPairSync } from 'node:crypto';
import {
  canonicalJson,
  formatReceiptCode,
  generateSigningKey,
  maskName,
  newReceiptCode,
  normalizeReceiptCode,
  openToken,
  parseSigningKey,
  receiptToken,
  recordDigest,
  RECEIPT_CODE_LENGTH,
  signatureHolds,
  signReceipt,
  type ReceiptContent,
} from './receipt-signing';

const content: ReceiptContent = {
  v: 1,
  code: 'ABCD2345EFGH',
  inst_id: '42',
  app_name: '学生请假申请',
  applicant_masked: '王*远',
  status: 2,
  finished: '2026-12-03',
  digest: recordDigest({ form1_1: 'personal' }, [{ node_id: 'start', action: 'start' }]),
};

/** The token with one character of its content part changed (to another that base64url allows). */
function tampered(token: string, at: number): string {
  const [body, sig] = token.split('.');
  const ch = body[at] === 'A' ? 'B' : 'A';
  return `${body.slice(0, at)}${ch}${body.slice(at + 1)}.${sig}`;
}

describe('canonical JSON', () => {
  it('orders keys at every depth and leaves no white space, whatever order the object was built in', () => {
    const a = { b: 1, a: { d: [3, { y: 1, x: 2 }], c: '中' } };
    const b = { a: { c: '中', d: [3, { x: 2, y: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":"中","d":[3,{"x":2,"y":1}]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it('reads like JSON.stringify for undefined members and items, and refuses numbers JSON cannot hold', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, null] })).toBe('{"b":[null,null]}');
    expect(() => canonicalJson({ n: Number.NaN })).toThrow();
  });

  it('gives the same digest for the same record built differently, and another for any change', () => {
    const steps = [{ node_id: 'start', action: 'start', opinion: '' }];
    expect(recordDigest({ b: 2, a: 1 }, steps)).toBe(recordDigest({ a: 1, b: 2 }, steps));
    expect(recordDigest({ a: 1, b: 3 }, steps)).not.toBe(recordDigest({ a: 1, b: 2 }, steps));
    expect(recordDigest({ a: 1, b: 2 }, [...steps, { node_id: 'n1', action: 'approve', opinion: '' }])).not.toBe(recordDigest({ a: 1, b: 2 }, steps));
  });
});

describe('signed receipts', () => {
  const { key } = generateSigningKey();

  it('opens its own token to the content it signed', () => {
    const token = receiptToken(signReceipt(key, content));
    expect(openToken(key, token)).toEqual({ ok: true, content });
  });

  it('refuses a token with any one character of its content changed', () => {
    const token = receiptToken(signReceipt(key, content));
    const body = token.split('.')[0];
    // Every position, the last one too (whose unused bits base64url decoders ignore).
    for (let at = 0; at < body.length; at += 1) expect(openToken(key, tampered(token, at)).ok).toBe(false);
  });

  it('refuses a changed signature, a token of another key, and tokens that are not tokens', () => {
    const token = receiptToken(signReceipt(key, content));
    const [body, sig] = token.split('.');
    const flipped = `${body}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(openToken(key, flipped).ok).toBe(false);
    expect(openToken(generateSigningKey().key, token).ok).toBe(false);
    for (const bad of ['', '.', 'abc', `${body}.`, `.${sig}`, `${token}.x`, `${body}.${sig}=`, `${body}!.${sig}`]) expect(openToken(key, bad).ok).toBe(false);
  });

  it('refuses signed content that is not a receipt', () => {
    const signed = signReceipt(key, { v: 2 } as unknown as ReceiptContent);
    expect(openToken(key, receiptToken(signed)).ok).toBe(false);
  });

  it('checks a stored content and signature whatever order the stored JSON kept its keys in', () => {
    const { signature } = signReceipt(key, content);
    const reordered = Object.fromEntries(Object.entries(content).reverse());
    expect(signatureHolds(key, reordered, signature)).toBe(true);
    expect(signatureHolds(key, { ...content, status: 0 }, signature)).toBe(false);
  });

  it('reads a key given as PKCS8 PEM or as base64 DER, and refuses one that is not Ed25519', () => {
    const { pem, key: generated } = generateSigningKey();
    expect(parseSigningKey(pem).id).toBe(generated.id);
    const der = generated.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    const fromDer = parseSigningKey(der);
    expect(fromDer.id).toBe(generated.id);
    expect(openToken(fromDer, receiptToken(signReceipt(generated, content))).ok).toBe(true);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => parseSigningKey(rsa)).toThrow(/Ed25519/);
  });
});

describe('receipt codes', () => {
  it('are RECEIPT_CODE_LENGTH characters of Crockford base32, printed in groups of four', () => {
    for (let i = 0; i < 50; i += 1) {
      const code = newReceiptCode();
      expect(code).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${RECEIPT_CODE_LENGTH}}$`));
      expect(formatReceiptCode(code)).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    }
    expect(newReceiptCode(() => Buffer.alloc(8))).toBe('000000000000');
    expect(newReceiptCode(() => Buffer.alloc(8, 0xff))).toBe('ZZZZZZZZZZZZ');
  });

  it('are read back as typed: any case, with or without dashes and spaces, O as 0 and I or L as 1', () => {
    expect(normalizeReceiptCode('abcd-2345-efgh')).toBe('ABCD2345EFGH');
    expect(normalizeReceiptCode(' ABCD 2345 EFGH ')).toBe('ABCD2345EFGH');
    expect(normalizeReceiptCode('OIL0-0000-0000')).toBe('0110' + '00000000');
    expect(normalizeReceiptCode('ABCD-2345-EFGU')).toBeNull();
    expect(normalizeReceiptCode('ABCD-2345')).toBeNull();
    expect(normalizeReceiptCode('ABCD-2345-EFGH-J')).toBeNull();
  });
});

describe('masked names', () => {
  it.each([
    ['张三明', '张*明'],
    ['李四', '李*'],
    ['王', '王*'],
    ['欧阳晓明', '欧**明'],
    ['John Smith', 'J***'],
    ['alice', 'A***'],
    ['  ', ''],
  ])('%s reads %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
