/**
 * Reading a WeChat Pay notification (https://pay.weixin.qq.com/docs/merchant/development/interface-rules/notification.html):
 * the signature headers must hold over the body exactly as it arrived, then the resource is decrypted with the APIv3
 * key. What fails is refused with a status and the body the protocol expects, so WeChat Pay sends it again.
 */
import type { KeyObject } from 'node:crypto';
import { decryptResource, ResourceUnreadable, type EncryptedResource } from './resource-cipher';
import type { Notification, ProtocolError } from './resources';
import { platformRefusal, platformSignatureOf } from './signing';

export class NotificationRefused extends Error {
  constructor(
    readonly status: 400 | 401,
    message: string,
  ) {
    super(message);
  }

  /** The answer WeChat Pay expects for a notification not taken: it retries later. */
  get body(): ProtocolError {
    return { code: 'FAIL', message: this.message };
  }
}

export interface NotificationKeys {
  platformSerial: string;
  platformPublicKey: KeyObject;
  apiV3Key: Buffer;
}

interface Envelope {
  id: string;
  create_time?: string;
  event_type: string;
  resource_type: string;
  resource: EncryptedResource;
  summary?: string;
}

function isEnvelope(value: unknown): value is Envelope {
  const v = value as Partial<Envelope> | null;
  return typeof v?.id === 'string' && v.id !== '' && typeof v.event_type === 'string' && typeof v.resource === 'object' && v.resource !== null;
}

export function readNotification(keys: NotificationKeys, headers: Record<string, string | string[] | undefined>, body: string, now: Date): Notification {
  const refusal = platformRefusal(platformSignatureOf(headers), body, { serial: keys.platformSerial, publicKey: keys.platformPublicKey }, now);
  if (refusal) throw new NotificationRefused(401, refusal);
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    throw new NotificationRefused(400, 'the body is not JSON');
  }
  if (!isEnvelope(envelope) || envelope.resource_type !== 'encrypt-resource') throw new NotificationRefused(400, 'not a notification with an encrypted resource');
  try {
    return { id: envelope.id, eventType: envelope.event_type, resource: JSON.parse(decryptResource(keys.apiV3Key, envelope.resource)) as unknown };
  } catch (err) {
    throw new NotificationRefused(400, err instanceof ResourceUnreadable ? err.message : 'the resource is not JSON');
  }
}
