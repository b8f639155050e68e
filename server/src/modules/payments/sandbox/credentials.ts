/**
 * The sandbox's keys, made when it is first used and never kept: the merchant's key pair (the server signs with the
 * private key, the sandbox checks with the public one), the platform's key pair (the other way round) and an APIv3
 * key, each as a real merchant account has them.
 */
import { generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { MerchantCredentials } from '../wechatpay/client';

const generate = promisify(generateKeyPair);

export interface SandboxKeys {
  /** What the server is given, as it would be given a real merchant account's. */
  merchant: MerchantCredentials;
  /** What only the sandbox holds. */
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
}

const rsa = () => generate('rsa', { modulusLength: 2048 });

async function sandboxKeys(): Promise<SandboxKeys> {
  const [merchantPair, platformPair] = await Promise.all([rsa(), rsa()]);
  return {
    merchant: {
      mchid: '1900000109',
      appid: 'wx00sandbox0000001',
      serialNo: randomBytes(20).toString('hex').toUpperCase(),
      privateKey: merchantPair.privateKey,
      platformSerial: `PUB_KEY_ID_01${randomBytes(12).toString('hex').toUpperCase()}`,
      platformPublicKey: platformPair.publicKey,
      // 32 characters: the APIv3 key is 32 bytes of text.
      apiV3Key: Buffer.from(randomBytes(16).toString('hex'), 'utf8'),
    },
    merchantPublicKey: merchantPair.publicKey,
    platformPrivateKey: platformPair.privateKey,
  };
}

/** Made on first use and then kept, so servers that never take a payment never spend the time. */
export function lazySandboxKeys(): () => Promise<SandboxKeys> {
  let keys: Promise<SandboxKeys> | undefined;
  return () => (keys ??= sandboxKeys());
}
