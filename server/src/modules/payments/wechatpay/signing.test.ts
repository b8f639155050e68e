import { createVerify, generateKeyPairSync } from 'node:crypto';
import {
  authorization,
  jsapiPayment,
  parseAuthorization,
  platformHeaders,
  platformRefusal,
  platformSignatureOf,
  requestRefusal,
  signAsPlatform,
} from './signing';

const merchantPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platformPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = { mchid: '1900000109', serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', privateKey: merchantPair.privateKey };
const merchantCheck = { mchid: merchant.mchid, serialNo: merchant.serialNo, publicKey: merchantPair.publicKey };
const platform = { serial: 'PUB_KEY_ID_0114232134912410000', privateKey: platformPair.privateKey };
const platformCheck = { serial: platform.serial, publicKey: platformPair.publicKey };

const now = new Date('2026-12-01T08:00:00Z');
const timestamp = String(now.getTime() / 1000);
const body = '{"appid":"wxd678efh567hg6787","mchid":"1900000109","description":"自习室座位 3 号","amount":{"total":100,"currency":"CNY"}}';
const request = { method: 'POST', pathAndQuery: '/v3/pay/transactions/h5', body, timestamp, nonce: '593BEC0C930BF1AFEB40B4A08C8FB242' };

const verifies = (text: string, signature: string) => createVerify('RSA-SHA256').update(text, 'utf8').verify(merchantPair.publicKey, signature, 'base64');

describe('request signatures (merchant → WeChat Pay)', () => {
  it('signs METHOD, path, timestamp, nonce and body, each line ended by a newline, and says who signed', () => {
    const header = authorization(merchant, request);
    const parts = parseAuthorization(header);
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(parts).toMatchObject({ mchid: merchant.mchid, nonce_str: request.nonce, timestamp, serial_no: merchant.serialNo });
    expect(verifies(`POST\n/v3/pay/transactions/h5\n${timestamp}\n${request.nonce}\n${body}\n`, parts!.signature)).toBe(true);
  });

  it('holds under the merchant public key, and not once the body, path or method is changed', () => {
    const header = authorization(merchant, request);
    const at = { method: request.method, pathAndQuery: request.pathAndQuery, body };
    expect(requestRefusal(header, merchantCheck, at, now)).toBeNull();
    expect(requestRefusal(header, merchantCheck, { ...at, body: body.replace('100', '1') }, now)).toBe('the signature does not match');
    expect(requestRefusal(header, merchantCheck, { ...at, pathAndQuery: '/v3/pay/transactions/jsapi' }, now)).toBe('the signature does not match');
    expect(requestRefusal(header, merchantCheck, { ...at, method: 'GET' }, now)).toBe('the signature does not match');
  });

  it('refuses another merchant, another certificate, an old timestamp and a header of another schema', () => {
    const header = authorization(merchant, request);
    const at = { method: request.method, pathAndQuery: request.pathAndQuery, body };
    expect(requestRefusal(header, { ...merchantCheck, mchid: '1900000110' }, at, now)).toBe('unknown mchid');
    expect(requestRefusal(header, { ...merchantCheck, serialNo: 'AAAA0000' }, at, now)).toBe('unknown merchant certificate serial number');
    expect(requestRefusal(header, merchantCheck, at, new Date(now.getTime() + 6 * 60_000))).toMatch(/timestamp/);
    expect(requestRefusal(header.replace('WECHATPAY2-SHA256-RSA2048', 'Bearer'), merchantCheck, at, now)).toMatch(/Authorization/);
  });
});

describe('platform signatures (WeChat Pay → merchant)', () => {
  const answer = '{"h5_url":"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346"}';

  it('holds over TIMESTAMP, NONCE and the body as received, read from the Wechatpay-* headers', () => {
    const headers = new Headers(platformHeaders(signAsPlatform(platform, answer, now)));
    expect(platformRefusal(platformSignatureOf(headers), answer, platformCheck, now)).toBeNull();
    const lower = Object.fromEntries([...headers].map(([k, v]) => [k.toLowerCase(), v]));
    expect(platformRefusal(platformSignatureOf(lower), answer, platformCheck, now)).toBeNull();
  });

  it('fails for a tampered body, an unknown serial, a timestamp more than five minutes off or missing headers', () => {
    const signed = signAsPlatform(platform, answer, now);
    expect(platformRefusal(signed, answer.replace('wx20', 'wx21'), platformCheck, now)).toBe('the signature does not match');
    expect(platformRefusal({ ...signed, serial: 'PUB_KEY_ID_OTHER' }, answer, platformCheck, now)).toMatch(/unknown platform key serial/);
    expect(platformRefusal(signed, answer, platformCheck, new Date(now.getTime() + 5 * 60_000 + 1000))).toMatch(/five minutes/);
    expect(platformRefusal(signed, answer, platformCheck, new Date(now.getTime() - 5 * 60_000 - 1000))).toMatch(/five minutes/);
    expect(platformRefusal({ ...signed, signature: undefined }, answer, platformCheck, now)).toMatch(/missing/);
  });

  it('fails for a signature made with the merchant key instead of the platform key', () => {
    const forged = signAsPlatform({ serial: platform.serial, privateKey: merchantPair.privateKey }, answer, now);
    expect(platformRefusal(forged, answer, platformCheck, now)).toBe('the signature does not match');
  });
});

describe('the JSAPI payment object', () => {
  it('carries prepay_id as its package and paySign over appId, timeStamp, nonceStr and package', () => {
    const pay = jsapiPayment('wx00sandbox0000001', 'wx201410272009395522657a690389285100', merchantPair.privateKey, now);
    expect(pay).toMatchObject({ appId: 'wx00sandbox0000001', timeStamp: timestamp, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    expect(pay.nonceStr).toMatch(/^[0-9A-F]{32}$/);
    expect(verifies(`wx00sandbox0000001\n${timestamp}\n${pay.nonceStr}\nprepay_id=wx201410272009395522657a690389285100\n`, pay.paySign)).toBe(true);
    expect(verifies(`wx00sandbox0000001\n${timestamp}\n${pay.nonceStr}\nprepay_id=wx2014\n`, pay.paySign)).toBe(false);
  });
});
