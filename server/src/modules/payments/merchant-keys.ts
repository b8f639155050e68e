/** A real merchant account's keys, read once at start from the files WECHATPAY_* names, so a wrong file stops the start. */
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, type WechatPayConfig } from '../../config';
import type { MerchantCredentials } from './wechatpay/client';

function keyFrom(file: string, setting: string, parse: (pem: string) => KeyObject): KeyObject {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${setting}: ${file} is not a readable PEM key (${(err as Error).message})`);
  }
}

export function merchantCredentials(config: WechatPayConfig): MerchantCredentials {
  return {
    mchid: config.mchid,
    appid: config.appid,
    serialNo: config.serialNo,
    privateKey: keyFrom(config.privateKeyFile, 'WECHATPAY_PRIVATE_KEY_FILE', (pem) => createPrivateKey(pem)),
    // The WeChat Pay public key, or for accounts still on them, a platform certificate.
    platformPublicKey: keyFrom(config.platformPublicKeyFile, 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', (pem) =>
      pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem),
    ),
    platformSerial: config.platformSerialNo,
    apiV3Key: Buffer.from(config.apiV3Key, 'utf8'),
  };
}
