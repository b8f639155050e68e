/**
 * The cashier that an H5 payment's h5_url opens (`…/checkmweb?prepay_id=…&redirect_url=…`). 确认支付 pays: the
 * notification goes to the merchant's notify_url, and once it answered the browser goes on to redirect_url, as WeChat
 * sends it back after paying; 取消 goes back unpaid. redirect_url is followed only to this portal (an open redirect
 * otherwise), as the provider follows it only to the merchant's registered domain.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowedRedirect } from '../../../../../contract/rules/redirect';
import { cashierPage, cashierStatePage } from './cashier-page';
import { pay, payable, type Sandbox } from './sandbox';

const hidden = { schema: { hide: true } };

const STATES = {
  unknown: { zh: '订单不存在', en: 'No such order' },
  paid: { zh: '订单已支付', en: 'This order is paid' },
  closed: { zh: '订单已关闭或已过期', en: 'This order is closed or past its time' },
  cancelled: { zh: '已取消支付', en: 'Payment cancelled' },
};

export function sandboxCashier(app: FastifyInstance, sandbox: Sandbox, prefix: string, publicUrl: string | undefined): void {
  const path = `${prefix}/checkmweb`;
  const back = (raw: unknown) => (typeof raw === 'string' ? allowedRedirect(raw, { ownOrigin: publicUrl }) : null);
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get<{ Querystring: { prepay_id?: string; redirect_url?: string } }>(path, hidden, async (request, reply) => {
    const { prepay_id: prepayId = '', redirect_url: redirectUrl = '' } = request.query;
    const t = sandbox.ledger.byPrepay(prepayId);
    if (!t) return html(reply, 404, cashierStatePage(STATES.unknown, back(redirectUrl)));
    if (t.state === 'SUCCESS' || t.state === 'REFUND') return html(reply, 200, cashierStatePage(STATES.paid, back(redirectUrl)));
    if (!payable(sandbox, t)) return html(reply, 200, cashierStatePage(STATES.closed, back(redirectUrl)));
    return html(reply, 200, cashierPage(path, { prepayId, redirectUrl, description: t.description, total: t.total }));
  });

  app.post(path, hidden, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const t = sandbox.ledger.byPrepay(form.get('prepay_id') ?? '');
    const to = back(form.get('redirect_url'));
    if (!t) return html(reply, 404, cashierStatePage(STATES.unknown, to));
    if (form.get('choice') === 'pay') {
      if (!payable(sandbox, t)) return html(reply, 409, cashierStatePage(t.state === 'NOTPAY' || t.state === 'CLOSED' ? STATES.closed : STATES.paid, to));
      await pay(sandbox, t);
    }
    return to ? reply.redirect(to, 303) : html(reply, 200, cashierStatePage(t.state === 'NOTPAY' ? STATES.cancelled : STATES.paid, null));
  });
}
