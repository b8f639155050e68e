/**
 * What tests (and a curious demo user) may make the sandbox do that the provider does on its own: pay an order as
 * its payer would (a JSAPI one has no cashier page here), send the last notification of an order again (the
 * provider's retries), and send a notification of payment signed with a key that is not the platform's, which the
 * merchant must refuse. Each answers what the merchant's notify_url answered.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { transactionResource } from './ledger';
import type { Delivered } from './notifier';
import { pay, payable, type Sandbox } from './sandbox';

const hidden = { schema: { hide: true } };

/** out_trade_no from a JSON or form body. */
function tradeNo(request: FastifyRequest): string {
  const raw = typeof request.body === 'string' ? request.body : '';
  if (request.headers['content-type']?.startsWith('application/json')) {
    try {
      return String((JSON.parse(raw) as { out_trade_no?: unknown }).out_trade_no ?? '');
    } catch {
      return '';
    }
  }
  return new URLSearchParams(raw).get('out_trade_no') ?? '';
}

export function sandboxControls(app: FastifyInstance, sandbox: Sandbox, prefix: string): void {
  const reply = (res: FastifyReply, status: number, body: object) => res.code(status).send(body);
  const delivered = (res: FastifyReply, notify: Delivered) => reply(res, 200, { notify });

  app.post(`${prefix}/control/pay`, hidden, async (request, res) => {
    const t = sandbox.ledger.byTradeNo(tradeNo(request));
    if (!t) return reply(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    if (!payable(sandbox, t)) return reply(res, 409, { code: 'ORDER_NOT_PAYABLE', message: t.state });
    return delivered(res, await pay(sandbox, t));
  });

  app.post(`${prefix}/control/resend`, hidden, async (request, res) => {
    const last = sandbox.ledger.byTradeNo(tradeNo(request))?.lastNotification;
    if (!last) return reply(res, 404, { code: 'NOTHING_SENT', message: 'no notification was sent for this order' });
    return delivered(res, await sandbox.notifier.deliver(last.url, last.body));
  });

  app.post(`${prefix}/control/forge`, hidden, async (request, res) => {
    const t = sandbox.ledger.byTradeNo(tradeNo(request));
    if (!t) return reply(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    // The transaction as it would read once paid, encrypted with the real APIv3 key: only the signature is wrong.
    const claimed = transactionResource({ ...t, state: 'SUCCESS', successTime: sandbox.now() });
    const body = await sandbox.notifier.compose('TRANSACTION.SUCCESS', '支付成功', claimed, 'transaction');
    return delivered(res, await sandbox.notifier.forge(t.notifyUrl, body));
  });
}
