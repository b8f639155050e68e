/**
 * The merchant's client of WeChat Pay API v3 (https://pay.weixin.qq.com/docs/merchant/apis/h5-payment/direct-h5-prepay.html
 * and its siblings): H5 and JSAPI prepay, query and close by our order number, and refunds. Every request is signed
 * with the merchant key; every successful answer must carry a valid platform signature before it is believed. It
 * knows nothing of where it is pointed: WECHATPAY_BASE_URL, or the in-process sandbox with the keys it made.
 */
import type { KeyObject } from 'node:crypto';
import { readNotification, type NotificationKeys } from './notification';
import { rfc3339, type Notification, type ProtocolError, type RefundResource, type TransactionResource } from './resources';
import { authorization, jsapiPayment, nonce, platformRefusal, platformSignatureOf, unixSeconds, type JsapiPayment } from './signing';

const TIMEOUT_MS = 5_000;

export interface MerchantCredentials extends NotificationKeys {
  mchid: string;
  appid: string;
  /** The merchant certificate's serial number (serial_no in Authorization). */
  serialNo: string;
  privateKey: KeyObject;
}

export interface WechatPayOptions {
  /** Where the API answers, without a trailing slash (read at each request: the sandbox's is known once the server listens). */
  baseUrl: () => string;
  /** The notify_url given with every order and refund. */
  notifyUrl: () => string;
  credentials: () => Promise<MerchantCredentials>;
  now: () => Date;
}

/** A refused or failed request: the protocol's error code (ORDERPAID, ORDER_NOT_EXIST …), or NETWORK / BAD_SIGNATURE of our own. */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay ${code} (${status}): ${message}`);
  }
}

export interface PrepayOrder {
  outTradeNo: string;
  description: string;
  /** In fen. */
  total: number;
  /** When the provider stops accepting payment (time_expire). */
  payBy: Date;
  payerIp: string;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  total: number;
  refund: number;
}

export interface WechatPay {
  /** H5: the cashier address (h5_url) for the phone's browser. */
  prepayH5(order: PrepayOrder): Promise<string>;
  /** JSAPI: what wx.requestPayment takes, signed (paySign). */
  prepayJsapi(order: PrepayOrder & { openid: string }): Promise<JsapiPayment>;
  /** The transaction as WeChat Pay knows it; null when it holds no such order. */
  query(outTradeNo: string): Promise<TransactionResource | null>;
  close(outTradeNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResource>;
  /** A notification whose signature holds, decrypted; NotificationRefused otherwise. */
  readNotification(headers: Record<string, string | string[] | undefined>, body: string): Promise<Notification>;
}

export function wechatPayClient(options: WechatPayOptions): WechatPay {
  async function request<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T | null> {
    const creds = await options.credentials();
    const url = new URL(`${options.baseUrl()}${path}`);
    const body = payload ? JSON.stringify(payload) : '';
    const signed = { method, pathAndQuery: `${url.pathname}${url.search}`, body, timestamp: unixSeconds(options.now()), nonce: nonce() };
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: authorization({ mchid: creds.mchid, serialNo: creds.serialNo, privateKey: creds.privateKey }, signed),
          accept: 'application/json',
          'user-agent': 'campus-hall',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new WechatPayError(0, 'NETWORK', (err as Error).message);
    }
    const text = await res.text();
    if (!res.ok) {
      // Error answers are not always signed; they are only ever read as a refusal, never as a fact about money.
      const error = parsed<ProtocolError>(text);
      throw new WechatPayError(res.status, error?.code ?? `HTTP_${res.status}`, error?.message ?? text.slice(0, 200));
    }
    const refusal = platformRefusal(platformSignatureOf(res.headers), text, { serial: creds.platformSerial, publicKey: creds.platformPublicKey }, options.now());
    if (refusal) throw new WechatPayError(res.status, 'BAD_SIGNATURE', refusal);
    return text ? parsed<T>(text) : null;
  }

  async function prepay<T>(kind: 'h5' | 'jsapi', order: PrepayOrder, extra: object): Promise<T> {
    const creds = await options.credentials();
    const answer = await request<T>('POST', `/v3/pay/transactions/${kind}`, {
      appid: creds.appid,
      mchid: creds.mchid,
      description: order.description,
      out_trade_no: order.outTradeNo,
      time_expire: rfc3339(order.payBy),
      notify_url: options.notifyUrl(),
      amount: { total: order.total, currency: 'CNY' },
      ...extra,
    });
    if (!answer) throw new WechatPayError(200, 'EMPTY_ANSWER', `${kind} prepay answered nothing`);
    return answer;
  }

  return {
    async prepayH5(order) {
      const scene = { payer_client_ip: order.payerIp, h5_info: { type: 'Wap' } };
      return (await prepay<{ h5_url: string }>('h5', order, { scene_info: scene })).h5_url;
    },
    async prepayJsapi(order) {
      const creds = await options.credentials();
      const { prepay_id } = await prepay<{ prepay_id: string }>('jsapi', order, { payer: { openid: order.openid }, scene_info: { payer_client_ip: order.payerIp } });
      return jsapiPayment(creds.appid, prepay_id, creds.privateKey, options.now());
    },
    async query(outTradeNo) {
      const creds = await options.credentials();
      try {
        return await request<TransactionResource>('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(creds.mchid)}`);
      } catch (err) {
        if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return null;
        throw err;
      }
    },
    async close(outTradeNo) {
      const creds = await options.credentials();
      await request('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: creds.mchid });
    },
    async refund(r) {
      const answer = await request<RefundResource>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.outTradeNo,
        out_refund_no: r.outRefundNo,
        reason: r.reason,
        notify_url: options.notifyUrl(),
        amount: { refund: r.refund, total: r.total, currency: 'CNY' },
      });
      if (!answer) throw new WechatPayError(200, 'EMPTY_ANSWER', 'the refund answered nothing');
      return answer;
    },
    async readNotification(headers, body) {
      return readNotification(await options.credentials(), headers, body, options.now());
    },
  };
}

function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
