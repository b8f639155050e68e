/**
 * The sandbox's merchant API, as WeChat Pay API v3 answers it: every request must carry a valid merchant signature
 * (else 401 SIGN_ERROR), every answer is signed with the platform key, errors are `{code, message}` with the
 * protocol's codes. H5 and JSAPI prepay, query and close by out_trade_no, and refunds, which answer PROCESSING and
 * then succeed with a REFUND.SUCCESS notification.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantCredentials } from '../wechatpay/client';
import { platformHeaders, requestRefusal, signAsPlatform } from '../wechatpay/signing';
import { digits, refundResource, transactionResource, type SandboxRefund } from './ledger';
import { completeRefund, type Sandbox } from './sandbox';

type Answer = [status: number, payload?: object];
type Body = Record<string, unknown>;

const hidden = { schema: { hide: true } };
const fail = (status: number, code: string, message: string): Answer => [status, { code, message }];

export function sandboxApi(app: FastifyInstance, sandbox: Sandbox, prefix: string): void {
  async function answer(reply: FastifyReply, [status, payload]: Answer) {
    const { merchant, platformPrivateKey } = await sandbox.keys();
    const body = payload ? JSON.stringify(payload) : '';
    reply.code(status).headers({ ...platformHeaders(signAsPlatform({ serial: merchant.platformSerial, privateKey: platformPrivateKey }, body, sandbox.now())), 'request-id': digits(20) });
    return body ? reply.type('application/json; charset=utf-8').send(body) : reply.send();
  }

  function signed(handle: (request: FastifyRequest<{ Params: { no?: string }; Querystring: { mchid?: string } }>, body: Body, merchant: MerchantCredentials) => Answer) {
    return async (request: FastifyRequest<{ Params: { no?: string }; Querystring: { mchid?: string } }>, reply: FastifyReply) => {
      const { merchant, merchantPublicKey } = await sandbox.keys();
      const raw = typeof request.body === 'string' ? request.body : '';
      const why = requestRefusal(request.headers.authorization, { mchid: merchant.mchid, serialNo: merchant.serialNo, publicKey: merchantPublicKey }, { method: request.method, pathAndQuery: request.url, body: raw }, sandbox.now());
      if (why) return answer(reply, fail(401, 'SIGN_ERROR', why));
      let body: Body = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Body;
        } catch {
          return answer(reply, fail(400, 'PARAM_ERROR', 'the body is not JSON'));
        }
      }
      return answer(reply, handle(request, body, merchant));
    };
  }

  function prepay(kind: 'h5' | 'jsapi', b: Body, m: MerchantCredentials): Answer {
    const amount = b.amount as { total?: unknown; currency?: unknown } | undefined;
    const scene = b.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    const openid = (b.payer as { openid?: unknown } | undefined)?.openid;
    const payBy = new Date(String(b.time_expire ?? ''));
    if (b.appid !== m.appid || b.mchid !== m.mchid) return fail(400, 'APPID_MCHID_NOT_MATCH', 'appid and mchid do not match');
    if (typeof b.out_trade_no !== 'string' || !/^[A-Za-z0-9_\-|*]{6,32}$/.test(b.out_trade_no)) return fail(400, 'PARAM_ERROR', 'out_trade_no');
    if (typeof b.description !== 'string' || b.description === '' || b.description.length > 127) return fail(400, 'PARAM_ERROR', 'description');
    if (typeof b.notify_url !== 'string' || !/^https?:\/\//.test(b.notify_url)) return fail(400, 'PARAM_ERROR', 'notify_url');
    if (!Number.isInteger(amount?.total) || (amount!.total as number) < 1 || amount!.currency !== 'CNY') return fail(400, 'PARAM_ERROR', 'amount');
    if (typeof scene?.payer_client_ip !== 'string' || (kind === 'h5' && scene.h5_info?.type === undefined)) return fail(400, 'PARAM_ERROR', 'scene_info');
    if (kind === 'jsapi' && typeof openid !== 'string') return fail(400, 'PARAM_ERROR', 'payer.openid');
    if (Number.isNaN(payBy.getTime()) || payBy <= sandbox.now()) return fail(400, 'INVALID_REQUEST', 'time_expire is not in the future');
    let t = sandbox.ledger.byTradeNo(b.out_trade_no);
    if (t?.state === 'SUCCESS' || t?.state === 'REFUND') return fail(400, 'ORDERPAID', '该订单已支付');
    if (t?.state === 'CLOSED') return fail(400, 'ORDER_CLOSED', '订单已关闭');
    if (t && (t.total !== amount!.total || t.description !== b.description)) return fail(400, 'INVALID_REQUEST', '201 商户订单号重复');
    if (!t) {
      t = {
        appid: m.appid, mchid: m.mchid, outTradeNo: b.out_trade_no, description: b.description, total: amount!.total as number, payBy,
        notifyUrl: b.notify_url, tradeType: kind === 'h5' ? 'MWEB' : 'JSAPI', transactionId: `42000${digits(23)}`, state: 'NOTPAY', refunds: [],
      };
      sandbox.ledger.add(t);
    }
    if (typeof openid === 'string') t.openid = openid;
    const prepayId = sandbox.ledger.prepay(t);
    return kind === 'h5' ? [200, { h5_url: `${sandbox.cashierUrl}?prepay_id=${prepayId}` }] : [200, { prepay_id: prepayId }];
  }

  function refund(b: Body): Answer {
    const amount = b.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const t = typeof b.out_trade_no === 'string' ? sandbox.ledger.byTradeNo(b.out_trade_no) : undefined;
    if (!t) return fail(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (typeof b.out_refund_no !== 'string' || !/^[A-Za-z0-9_\-|*@]{1,64}$/.test(b.out_refund_no)) return fail(400, 'PARAM_ERROR', 'out_refund_no');
    const again = t.refunds.find((r) => r.outRefundNo === b.out_refund_no);
    if (again) return [200, refundResource(t, again)];
    if (t.state !== 'SUCCESS' && t.state !== 'REFUND') return fail(400, 'INVALID_REQUEST', '订单未支付');
    if (amount?.total !== t.total || !Number.isInteger(amount.refund) || (amount.refund as number) < 1) return fail(400, 'PARAM_ERROR', 'amount');
    const refunded = t.refunds.reduce((sum, r) => sum + r.refund, 0);
    if (refunded + (amount.refund as number) > t.total) return fail(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    const r: SandboxRefund = {
      outRefundNo: b.out_refund_no, refundId: `50000${digits(24)}`, reason: typeof b.reason === 'string' ? b.reason : '', refund: amount.refund as number,
      status: 'PROCESSING', createTime: sandbox.now(), notifyUrl: typeof b.notify_url === 'string' ? b.notify_url : t.notifyUrl,
    };
    t.refunds.push(r);
    // The bank takes a moment: the answer says PROCESSING, the notification says it is done.
    setImmediate(() => void completeRefund(sandbox, t, r));
    return [200, refundResource(t, r)];
  }

  const api = `${prefix}/v3`;
  app.post(`${api}/pay/transactions/h5`, hidden, signed((_r, b, m) => prepay('h5', b, m)));
  app.post(`${api}/pay/transactions/jsapi`, hidden, signed((_r, b, m) => prepay('jsapi', b, m)));
  app.get(`${api}/pay/transactions/out-trade-no/:no`, hidden, signed((r, _b, m) => {
    const t = sandbox.ledger.byTradeNo(r.params.no ?? '');
    if (r.query.mchid !== m.mchid) return fail(400, 'PARAM_ERROR', 'mchid');
    return t ? [200, transactionResource(t)] : fail(404, 'ORDER_NOT_EXIST', '订单不存在');
  }));
  app.post(`${api}/pay/transactions/out-trade-no/:no/close`, hidden, signed((r, b, m) => {
    const t = sandbox.ledger.byTradeNo(r.params.no ?? '');
    if (b.mchid !== m.mchid) return fail(400, 'PARAM_ERROR', 'mchid');
    if (!t) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
    if (t.state === 'SUCCESS' || t.state === 'REFUND') return fail(400, 'ORDERPAID', '该订单已支付');
    t.state = 'CLOSED';
    return [204];
  }));
  app.post(`${api}/refund/domestic/refunds`, hidden, signed((_r, b) => refund(b)));
}
