/**
 * A booking's fee paid through WeChat Pay v3, against the server's sandbox (test/support/wechatpay-sandbox.ts): paid at
 * the cashier, the booking is confirmed by the signed notification; a notification with a bad signature changes
 * nothing and a repeated one nothing more; an unpaid booking is released when its window ends and can no longer be
 * paid; cancelling a paid booking refunds it.
 */
import { calls } from '../../contract';
import type { Booking, PaymentStart } from '../../contract/calls/bookings';
import { ErrorCode } from '../../contract/envelope';
import { chooseAtCashier, sandboxControl, until } from '../support/wechatpay-sandbox';
import { engines } from '../support/test-server';
import { book, bookingSuite, campusTime, people, resource, type BookingSuite } from './bookings-fixtures';

describe.each(engines)('paying for a booking on %s', (engine) => {
  let suite: BookingSuite;
  let courts: number;

  beforeAll(async () => {
    suite = await bookingSuite(engine);
    courts = await resource(suite.server, { kind: 'venue', name: '付费测试羽毛球场', fee: 2000, payment_minutes: 15, cancel_minutes: 120 }, 4);
  });
  afterAll(() => suite?.close());
  afterEach(() => {
    suite.clock.at = campusTime('2026-12-07T09:00:00');
  });

  const tradeNo = async (id: number) =>
    (await suite.server.db.selectFrom('payment_orders').select('out_trade_no').where('purpose', '=', 'booking').where('ref', '=', String(id)).executeTakeFirstOrThrow()).out_trade_no;
  const titles = async (uid: string) => (await suite.server.db.selectFrom('messages').select('title').where('recipient_uid', '=', uid).where('about_kind', '=', 'booking').orderBy('id').execute()).map((m) => m.title);

  it('confirms a booking paid at the cashier, and the payer is sent back to the payment page', async () => {
    const [payer] = await people(suite.server, 1);
    const made = await book(payer.api, { id: courts, date: '2026-12-08', start: '18:00' });
    expect(made.body.d).toMatchObject({ status: 'unpaid', fee: 2000, paid: false });
    const start = await payer.api.call<PaymentStart>(calls.payReservation, { booking_id: made.body.d.id, channel: 'h5' });
    expect(start.body.d).toMatchObject({ paid: false, amount: 2000, jsapi: null });

    const back = await chooseAtCashier(suite.server.url, start.body.d.h5_url, 'pay');
    expect([back.status, back.headers.get('location')]).toEqual([303, `/v2/site/m_payment?id=${made.body.d.id}`]);
    const paid = await payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id });
    expect(paid.body.d).toMatchObject({ status: 'booked', paid: true, refund: 'none', pay_by: '' });
    expect(await titles(payer.uid)).toEqual(['预约已保留，请在 09:15 前支付：付费测试羽毛球场 2026-12-08 18:00–19:00', '预约成功：付费测试羽毛球场 2026-12-08 18:00–19:00']);
    expect((await payer.api.call<PaymentStart>(calls.payReservation, { booking_id: made.body.d.id, channel: 'h5' })).body.d).toEqual({ paid: true, amount: 2000, h5_url: '', jsapi: null });
  });

  it('refuses a notification with a bad signature, and takes a repeated one as once', async () => {
    const [payer] = await people(suite.server, 1);
    const made = await book(payer.api, { id: courts, date: '2026-12-08', start: '19:00' });
    const start = await payer.api.call<PaymentStart>(calls.payReservation, { booking_id: made.body.d.id, channel: 'jsapi', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(start.body.d.jsapi).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) });
    const no = await tradeNo(made.body.d.id);

    expect((await sandboxControl(suite.server.url, 'forge', no)).notify?.status).toBe(401);
    expect((await payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d).toMatchObject({ status: 'unpaid', paid: false });

    expect((await sandboxControl(suite.server.url, 'pay', no)).notify?.status).toBe(204);
    expect((await sandboxControl(suite.server.url, 'resend', no)).notify?.status).toBe(204);
    expect((await payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d).toMatchObject({ status: 'booked', paid: true });
    expect((await titles(payer.uid)).filter((t) => t.startsWith('预约成功'))).toHaveLength(1);
  });

  it('releases an unpaid booking when its window ends; its order can no longer be paid', async () => {
    const [payer] = await people(suite.server, 1);
    const made = await book(payer.api, { id: courts, date: '2026-12-08', start: '20:00' });
    const start = await payer.api.call<PaymentStart>(calls.payReservation, { booking_id: made.body.d.id, channel: 'h5' });
    suite.clock.at = campusTime('2026-12-07T09:15:00');
    await suite.runTimers();
    expect((await payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id })).body.d).toMatchObject({ status: 'released', paid: false });
    expect((await chooseAtCashier(suite.server.url, start.body.d.h5_url, 'pay')).status).toBe(409);
    const again = await payer.api.call(calls.payReservation, { booking_id: made.body.d.id, channel: 'h5' });
    expect(again.body).toEqual({ e: ErrorCode.CONFLICT, m: '订单已关闭，无法再支付', d: null });
    expect((await titles(payer.uid)).at(-1)).toBe('预约因未按时支付已释放：付费测试羽毛球场 2026-12-08 20:00–21:00');
  });

  it('refunds a paid booking cancelled before the deadline', async () => {
    const [payer] = await people(suite.server, 1);
    const made = await book(payer.api, { id: courts, date: '2026-12-09', start: '10:00', slots: 2 });
    const start = await payer.api.call<PaymentStart>(calls.payReservation, { booking_id: made.body.d.id, channel: 'h5' });
    await chooseAtCashier(suite.server.url, start.body.d.h5_url, 'pay');
    const cancelled = await payer.api.call<Booking>(calls.cancelReservation, { booking_id: made.body.d.id, reason: '下雨改期' });
    expect(cancelled.body.d).toMatchObject({ status: 'cancelled', fee: 4000, paid: true, refund: 'refunding' });
    await suite.runTimers();
    const refunded = await until(() => payer.api.call<Booking>(calls.getReservation, { booking_id: made.body.d.id }), (r) => r.body.d.refund === 'refunded', 'the refund');
    expect(refunded.body.d).toMatchObject({ status: 'cancelled', paid: true, refund: 'refunded' });
  });

  it('has nothing to pay for a free booking', async () => {
    const free = await resource(suite.server, {}, 1);
    const [person] = await people(suite.server, 1);
    const made = await book(person.api, { id: free, date: '2026-12-08', start: '09:00' });
    expect((await person.api.call(calls.payReservation, { booking_id: made.body.d.id, channel: 'h5' })).body).toEqual({ e: ErrorCode.CONFLICT, m: '该预约无需支付', d: null });
  });
});
