import { generateKeyPairSync } from 'node:crypto';
import { NotificationRefused, readNotification } from './notification';
import { encryptResource } from './resource-cipher';
import { platformHeaders, signAsPlatform } from './signing';

const platformPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = { platformSerial: 'PUB_KEY_ID_0114232134912410000', platformPublicKey: platformPair.publicKey, apiV3Key: Buffer.from('a7cde1ef5b0d4f1c9e2a3b4c5d6e7f80', 'utf8') };
const now = new Date('2026-12-01T08:00:00Z');
const refund = { out_trade_no: 'CH20261201160000A1B2C3D4E5', out_refund_no: 'RF20261201161000F6E5D4C3B2', refund_id: '50000000382019052709732678859', refund_status: 'SUCCESS' };

function notification(resource: object = refund, resourceType = 'encrypt-resource') {
  return JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-12-01T16:10:00+08:00',
    resource_type: resourceType,
    event_type: 'REFUND.SUCCESS',
    summary: '退款成功',
    resource: encryptResource(keys.apiV3Key, JSON.stringify(resource), 'refund', 'refund'),
  });
}

/** The refusal `read` throws. */
function refusal(read: () => unknown): NotificationRefused {
  try {
    read();
  } catch (err) {
    if (err instanceof NotificationRefused) return err;
    throw err;
  }
  throw new Error('the notification was taken');
}

const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const signed = (body: string, privateKey = platformPair.privateKey) => lowerCase(platformHeaders(signAsPlatform({ serial: keys.platformSerial, privateKey }, body, now)));

describe('reading a notification', () => {
  it('answers its id, event and decrypted resource when the platform signed it', () => {
    const body = notification();
    expect(readNotification(keys, signed(body), body, now)).toEqual({ id: 'EV-2018022511223320873', eventType: 'REFUND.SUCCESS', resource: refund });
  });

  it('refuses with 401 a body changed after signing, or one signed with another key', () => {
    const body = notification();
    const changed = refusal(() => readNotification(keys, signed(body), body.replace('退款成功', '退款失败'), now));
    expect({ status: changed.status, body: changed.body }).toEqual({ status: 401, body: { code: 'FAIL', message: 'the signature does not match' } });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(refusal(() => readNotification(keys, signed(body, stranger), body, now)).status).toBe(401);
  });

  it('refuses with 400 a signed body that is not an encrypted notification', () => {
    const plain = notification(refund, 'plain');
    expect(refusal(() => readNotification(keys, signed(plain), plain, now))).toMatchObject({ status: 400, message: 'not a notification with an encrypted resource' });
    expect(refusal(() => readNotification(keys, signed('not json'), 'not json', now))).toMatchObject({ status: 400, message: 'the body is not JSON' });
  });
});
