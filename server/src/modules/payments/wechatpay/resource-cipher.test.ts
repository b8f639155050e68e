import { createCipheriv } from 'node:crypto';
import { decryptResource, encryptResource, ResourceUnreadable } from './resource-cipher';

const apiV3Key = Buffer.from('a7cde1ef5b0d4f1c9e2a3b4c5d6e7f80', 'utf8');
const transaction = JSON.stringify({ mchid: '1900000109', out_trade_no: 'CH20261201160000A1B2C3D4E5', trade_state: 'SUCCESS', amount: { total: 1200, currency: 'CNY' } });

describe('notification resources (AEAD_AES_256_GCM with the APIv3 key)', () => {
  it('decrypts what WeChat Pay sends: base64 of the ciphertext with the 16-byte tag at its end', () => {
    const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from('fdasflkja484', 'utf8'));
    cipher.setAAD(Buffer.from('transaction', 'utf8'));
    const sealed = Buffer.concat([cipher.update(transaction, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed, associated_data: 'transaction', nonce: 'fdasflkja484', original_type: 'transaction' };
    expect(decryptResource(apiV3Key, resource)).toBe(transaction);
  });

  it('round-trips what the sandbox encrypts', () => {
    const resource = encryptResource(apiV3Key, transaction, 'transaction', 'transaction');
    expect(resource).toMatchObject({ algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction', original_type: 'transaction' });
    expect(resource.nonce).toHaveLength(12);
    expect(decryptResource(apiV3Key, resource)).toBe(transaction);
  });

  it('refuses another key, a changed ciphertext or associated data, and another algorithm', () => {
    const resource = encryptResource(apiV3Key, transaction, 'transaction', 'transaction');
    const flipped = Buffer.from(resource.ciphertext, 'base64');
    flipped[3] ^= 1;
    expect(() => decryptResource(Buffer.from('b'.repeat(32), 'utf8'), resource)).toThrow(ResourceUnreadable);
    expect(() => decryptResource(apiV3Key, { ...resource, ciphertext: flipped.toString('base64') })).toThrow(ResourceUnreadable);
    expect(() => decryptResource(apiV3Key, { ...resource, associated_data: 'refund' })).toThrow(ResourceUnreadable);
    expect(() => decryptResource(apiV3Key, { ...resource, algorithm: 'AEAD_CHACHA20_POLY1305' })).toThrow(/unknown algorithm/);
  });
});
