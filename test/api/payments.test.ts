/**
 * Payments through WeChat Pay API v3 against the server's sandbox, over HTTP on each engine: an H5 order paid at the
 * cashier is marked paid by the signed notification and its opener told once; a notification with a bad signature
 * is refused and changes nothing; the same notification twice changes nothing more; a refund goes from refunding to
 * refunded on the provider's notification; an unpaid order is closed at the provider, which then refuses payment.
 */
import { demoAccounts } from '../../server/demo/campus/accounts';
import type { DomainError } from '../../server/src/domain/errors';
import { startJobRunner } from '../../server/src/jobs';
import { areaHooks } from '../../server/src/modules/area-hooks';
import { paymentsArea } from '../../server/src/modules/payments';
import { closeOrder, openOrder, orderStates, refundOrder, startPayment } from '../../server/src/modules/payments/payments.service';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { chooseAtCashier, openCashier, sandboxControl, until } from '../support/wechatpay-sandbox';

const PURPOSE = 'test';
const RETURN = '/v2/site/m_payment?id=';

describe.each(engines)('payments on %s', (engine) => {
  let server: TestServer;
  let uid: string;
  /** What the opening area was told, in order, and whether inside the transaction that recorded it. */
  const told: { ref: string; outcome: string; inTransaction: boolean }[] = [];
  /** Refs whose outcome the opening area fails to take once (its transaction then rolls back). */
  const failOnce = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer({ engine });
    uid = (await server.db.selectFrom('users').select('uid').where('number', '=', demoAccounts.student.account).executeTakeFirstOrThrow()).uid;
    // The area giving this purpose: a test stands in for the bookings area, in this process's collected hooks.
    areaHooks().paymentOutcomes[PURPOSE] = async (db, ref, outcome) => {
      if (failOnce.delete(ref)) throw new Error('the opening area failed');
      told.push({ ref, outcome, inTransaction: db.isTransaction });
    };
  });
  afterAll(async () => {
    delete areaHooks().paymentOutcomes[PURPOSE];
    await server?.close();
  });

  const open = (ref: string, amount = 1250, payBy = new Date(Date.now() + 15 * 60_000)) =>
    openOrder(server.db, { purpose: PURPOSE, ref, uid, amount, description: '自习室座位预约 · 图书馆三楼 A12', payBy });
  const startH5 = (ref: string) => startPayment(server.db, PURPOSE, ref, 'h5', { clientIp: '203.0.113.7', returnUrl: `${RETURN}${ref}` });
  const state = async (ref: string) => (await orderStates(server.db, PURPOSE, [ref])).get(ref);
  const tradeNo = async (ref: string) =>
    (await server.db.selectFrom('payment_orders').select('out_trade_no').where('purpose', '=', PURPOSE).where('ref', '=', ref).executeTakeFirstOrThrow()).out_trade_no;
  const toldOf = (ref: string) => told.filter((t) => t.ref === ref);
  const ref = (name: string) => `${engine}-${name}`;

  it('pays an H5 order at the cashier: the notification marks it paid and tells the opening area once', async () => {
    const r = ref('h5');
    await open(r);
    await open(r, 99_999); // opening it again changes nothing
    const start = await startH5(r);
    expect(start).toMatchObject({ paid: false, amount: 1250, jsapi: null });
    expect(start.h5_url).toMatch(/^\/sandbox\/wechatpay\/checkmweb\?prepay_id=wx\w+&redirect_url=%2Fv2%2Fsite%2Fm_payment%3Fid%3D/);

    const cashier = await openCashier(server.url, start.h5_url);
    expect(cashier.status).toBe(200);
    for (const text of ['支付沙箱', 'Payment sandbox', '¥12.50', '自习室座位预约 · 图书馆三楼 A12', '确认支付', '取消']) expect(cashier.html).toContain(text);
    expect(await state(r)).toEqual({ paid: false, refund: 'none' });

    const paid = await chooseAtCashier(server.url, start.h5_url, 'pay');
    // The browser goes back once the server took the notification.
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${RETURN}${r}`);
    expect(await state(r)).toEqual({ paid: true, refund: 'none' });
    expect(toldOf(r)).toEqual([{ ref: r, outcome: 'paid', inTransaction: true }]);
    expect(await startH5(r)).toEqual({ paid: true, amount: 1250, h5_url: '', jsapi: null });
  });

  it('takes the same notification twice as once', async () => {
    const r = ref('twice');
    await open(r, 800);
    const start = await startPayment(server.db, PURPOSE, r, 'jsapi', { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', clientIp: '203.0.113.7', returnUrl: `${RETURN}${r}` });
    expect(start.jsapi).toMatchObject({ appId: expect.any(String), package: expect.stringMatching(/^prepay_id=wx\w+$/), signType: 'RSA', paySign: expect.any(String) });
    const no = await tradeNo(r);

    expect((await sandboxControl(server.url, 'pay', no)).notify?.status).toBe(204);
    expect((await sandboxControl(server.url, 'resend', no)).notify?.status).toBe(204);
    expect((await sandboxControl(server.url, 'resend', no)).notify?.status).toBe(204);
    expect(await state(r)).toEqual({ paid: true, refund: 'none' });
    expect(toldOf(r)).toEqual([{ ref: r, outcome: 'paid', inTransaction: true }]);
  });

  it('refuses a notification with a bad signature, and it changes nothing', async () => {
    const r = ref('forged');
    await open(r);
    await startH5(r);
    const forged = await sandboxControl(server.url, 'forge', await tradeNo(r));
    expect(forged.notify?.status).toBe(401);
    expect(JSON.parse(forged.notify!.body)).toEqual({ code: 'FAIL', message: 'the signature does not match' });

    const unsigned = await fetch(`${server.url}/api/payments/wechatpay/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"x","event_type":"TRANSACTION.SUCCESS"}' });
    expect(unsigned.status).toBe(401);
    expect(await state(r)).toEqual({ paid: false, refund: 'none' });
    expect(toldOf(r)).toEqual([]);
  });

  it('refunds a paid order in full: refunding, then refunded when the provider says so', async () => {
    const r = ref('refund');
    await open(r, 3000);
    await startH5(r);
    await sandboxControl(server.url, 'pay', await tradeNo(r));

    expect(await refundOrder(server.db, PURPOSE, r, '预约已取消')).toBe('refunding');
    expect(await refundOrder(server.db, PURPOSE, r, '预约已取消')).toBe('refunding');
    expect(await state(r)).toEqual({ paid: true, refund: 'refunding' });
    // The refund is asked of the provider by the area's job, after the cancellation committed.
    expect(await startJobRunner(server.db, paymentsArea.jobs!, { pollMs: 0 }).runDue()).toBe(1);
    await until(() => state(r), (s) => s?.refund === 'refunded', 'the refund notification');

    expect(toldOf(r).map((t) => t.outcome)).toEqual(['paid', 'refunded']);
    expect(await refundOrder(server.db, PURPOSE, r, '预约已取消')).toBe('refunded');
    expect((await sandboxControl(server.url, 'resend', await tradeNo(r))).notify?.status).toBe(204);
    expect(toldOf(r).map((t) => t.outcome)).toEqual(['paid', 'refunded']);
  });

  it('closes an unpaid order at the provider, whose cashier then refuses to take the money', async () => {
    const r = ref('close');
    await open(r);
    const start = await startH5(r);
    expect(await closeOrder(server.db, PURPOSE, r)).toBe('closed');
    expect(await closeOrder(server.db, PURPOSE, r)).toBe('closed');

    expect((await openCashier(server.url, start.h5_url)).html).toContain('订单已关闭或已过期');
    expect((await chooseAtCashier(server.url, start.h5_url, 'pay')).status).toBe(409);
    expect((await sandboxControl(server.url, 'pay', await tradeNo(r))).status).toBe(409);
    await expect(startH5(r)).rejects.toMatchObject({ code: 'payments.closed' } satisfies Partial<DomainError>);
    expect(await state(r)).toEqual({ paid: false, refund: 'none' });
    expect(toldOf(r)).toEqual([]);
  });

  it('closes an order the payer never started, and cancelling an unpaid one refunds nothing', async () => {
    await open(ref('never'));
    expect(await closeOrder(server.db, PURPOSE, ref('never'))).toBe('closed');
    await open(ref('cancelled'));
    await startH5(ref('cancelled'));
    expect(await refundOrder(server.db, PURPOSE, ref('cancelled'), '预约已取消')).toBe('none');
    await expect(startH5(ref('cancelled'))).rejects.toMatchObject({ code: 'payments.closed' });
  });

  it('answers paid when closing an order whose money arrived but whose notification was not taken', async () => {
    const r = ref('late');
    await open(r);
    await startH5(r);
    failOnce.add(r);
    // The opening area failed: nothing was recorded, and the provider will send it again.
    expect((await sandboxControl(server.url, 'pay', await tradeNo(r))).notify?.status).toBe(500);
    expect(await state(r)).toEqual({ paid: false, refund: 'none' });

    expect(await closeOrder(server.db, PURPOSE, r)).toBe('paid');
    expect(await state(r)).toEqual({ paid: true, refund: 'none' });
    expect(toldOf(r)).toEqual([{ ref: r, outcome: 'paid', inTransaction: true }]);
    expect((await sandboxControl(server.url, 'resend', await tradeNo(r))).notify?.status).toBe(204);
    expect(toldOf(r)).toHaveLength(1);
  });

  it('answers paid when the payer comes back to pay an order whose notification was not taken', async () => {
    const r = ref('late-start');
    await open(r);
    await startH5(r);
    failOnce.add(r);
    expect((await sandboxControl(server.url, 'pay', await tradeNo(r))).notify?.status).toBe(500);

    expect(await startH5(r)).toEqual({ paid: true, amount: 1250, h5_url: '', jsapi: null });
    expect(await state(r)).toEqual({ paid: true, refund: 'none' });
    expect(toldOf(r)).toEqual([{ ref: r, outcome: 'paid', inTransaction: true }]);
  });

  it('refuses to start paying an order past its time, or a JSAPI payment without the payer', async () => {
    await open(ref('late-payer'), 500, new Date(Date.now() - 60_000));
    await expect(startH5(ref('late-payer'))).rejects.toMatchObject({ code: 'payments.expired' });
    await open(ref('no-openid'));
    await expect(startPayment(server.db, PURPOSE, ref('no-openid'), 'jsapi', { clientIp: '203.0.113.7', returnUrl: RETURN })).rejects.toMatchObject({ code: 'payments.openidRequired' });
    await expect(startH5(ref('nothing-opened'))).rejects.toMatchObject({ code: 'payments.notFound' });
  });
});

describe('payments in production without a merchant account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { production: true } });
  });
  afterAll(() => server?.close());

  it('runs no sandbox: paying is refused as unavailable, and an order never paid closes', async () => {
    expect((await fetch(`${server.url}/sandbox/wechatpay/checkmweb?prepay_id=wx1`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/payments/wechatpay/notify`, { method: 'POST', body: '{}' })).status).toBe(404);
    const { uid } = await server.db.selectFrom('users').select('uid').where('number', '=', demoAccounts.student.account).executeTakeFirstOrThrow();
    await openOrder(server.db, { purpose: PURPOSE, ref: 'production', uid, amount: 500, description: '琴房预约', payBy: new Date(Date.now() + 60_000) });
    await expect(startPayment(server.db, PURPOSE, 'production', 'h5', { clientIp: '203.0.113.7', returnUrl: RETURN })).rejects.toMatchObject({ code: 'payments.unavailable' });
    expect(await closeOrder(server.db, PURPOSE, 'production')).toBe('closed');
  });
});
