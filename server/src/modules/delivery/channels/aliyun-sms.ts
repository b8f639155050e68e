/**
 * Alibaba Cloud SMS: the SendSms action of dysmsapi (RPC style, API version 2017-05-25), signed with signature
 * version 1.0: HMAC-SHA1, keyed by the secret and "&", over "POST&%2F&" and the percent-encoded canonical query
 * (parameters sorted by name, each name and value RFC 3986 encoded). The answer is JSON whose Code is "OK" on success.
 * https://help.aliyun.com/zh/sms/developer-reference/api-dysmsapi-2017-05-25-sendsms
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../../../config';
import { DeliveryFailed } from './delivery-failed';
import type { SmsGateway } from './sms-gateway';

const TIMEOUT_MS = 10_000;

/** RFC 3986: everything but letters, digits and -_.~ is escaped (encodeURIComponent leaves !'()* alone). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The signature of a request's parameters (everything but Signature itself). */
export function rpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

export function aliyunSmsGateway(config: AliyunSmsConfig): SmsGateway {
  return {
    async send({ phone, params, templateCode, outId }) {
      const request: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: templateCode ?? config.templateCode,
        TemplateParam: JSON.stringify(params),
        // Whole seconds: 2026-11-26T08:00:00Z.
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        ...(outId ? { OutId: outId } : {}),
      };
      const body = new URLSearchParams({ ...request, Signature: rpcSignature('POST', request, config.accessKeySecret) });
      let answer: { Code?: string; Message?: string; BizId?: string };
      try {
        const res = await fetch(`${config.endpoint}/`, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
        answer = (await res.json()) as typeof answer;
      } catch (err) {
        throw new DeliveryFailed('sms', (err as Error).message);
      }
      if (answer.Code !== 'OK') throw new DeliveryFailed('sms', `${answer.Code ?? 'no code'}: ${answer.Message ?? ''}`);
      return answer.BizId ?? '';
    },
  };
}
