/**
 * The encrypted resource of a WeChat Pay notification: AEAD_AES_256_GCM keyed by the merchant's APIv3 key (32
 * bytes), a 12-character nonce, the associated data as given, and the ciphertext in base64 with the 16-byte GCM tag
 * at its end (https://pay.weixin.qq.com/docs/merchant/development/interface-rules/certificate-callback-decryption.html).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const RESOURCE_ALGORITHM = 'AEAD_AES_256_GCM';
const TAG_BYTES = 16;

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type: string;
}

export class ResourceUnreadable extends Error {}

/** The resource's JSON text; ResourceUnreadable when the algorithm is another or the tag does not hold. */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string {
  if (resource.algorithm !== RESOURCE_ALGORITHM) throw new ResourceUnreadable(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= TAG_BYTES) throw new ResourceUnreadable('the ciphertext is too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new ResourceUnreadable('the resource does not decrypt with the APIv3 key');
  }
}

/** What WeChat Pay does to a resource before it sends it (the sandbox's side). */
export function encryptResource(apiV3Key: Buffer, plaintext: string, associatedData: string, originalType: string): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: RESOURCE_ALGORITHM, ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce, original_type: originalType };
}
