/**
 * 我的预约 through the real request wrapper: each tab asks for its own bookings; a booking says its status, time,
 * place, fee and paid state, its place on the waitlist and its cancellation deadline; cancelling asks first and only
 * then calls cancelReservation, after which the list is read again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { Booking } from '@contract/calls/bookings';
import { MyAppointments } from '@/features/booking/mine/my-appointments';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { booking, today } from './booking-fixtures';

const site = pageServer();
const tabsAsked = () => site.server.seen.filter((r) => r.path === calls.myReservations.path).map((r) => r.query.tab);
const cancels = () => site.server.seen.filter((r) => r.path === calls.cancelReservation.path).map((r) => r.form);
const rows = () => screen.queryAllByTestId('booking-row');
const mine = (list: Booking[]) => site.server.ok(calls.myReservations, { list, total: list.length, p: 1, page_size: 10 });

it('asks for each tab’s bookings as it is chosen', async () => {
  mine([booking(1)]);
  renderH5(<MyAppointments params={{}} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['待使用', '已结束', '已取消']);
  mine([booking(2, { status: 'checked_in', may_cancel: false }), booking(3, { status: 'no_show', may_cancel: false })]);
  fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(rows().map((r) => within(r).getByTestId('booking-status').textContent)).toEqual(['已签到', '失约']);
  mine([]);
  fireEvent.click(screen.getByRole('tab', { name: '已取消' }));
  expect(await screen.findByText('暂无已取消的预约')).toBeTruthy();
  expect(tabsAsked()).toEqual(['upcoming', 'past', 'cancelled']);
});

it('says each booking’s status, time, place, fee, waitlist place and deadline, with what can be done', async () => {
  mine([
    booking(1),
    booking(2, { status: 'unpaid', fee: 4000, resource_name: '羽毛球场', unit_label: '3号场', pay_by: `${today()} 08:15:00` }),
    booking(3, { status: 'waiting', waitlist_position: 2, unit_label: '' }),
    booking(4, { status: 'pending', may_cancel: false }),
  ]);
  renderH5(<MyAppointments params={{}} onMobile />);
  await waitFor(() => expect(rows()).toHaveLength(4), { timeout: 5000 });
  const [booked, unpaid, waiting, pending] = rows();
  expect(within(booked).getByTestId('booking-when').textContent).toContain('10:00–11:00');
  expect(booked.textContent).toContain('东校区 · 图书馆三层 · 301');
  expect(booked.textContent).toContain(`${today()} 09:00 前可取消`);
  expect(within(booked).getByTestId('show-code')).toBeTruthy();
  expect(unpaid.textContent).toContain('40.00 元 · 未支付');
  expect(unpaid.textContent).toContain(`请于 ${today()} 08:15 前支付`);
  expect(waiting.textContent).toContain('候补第 2 位');
  expect(within(waiting).queryByTestId('show-code')).toBeNull();
  expect(pending.textContent).toContain('已过取消期限');
  expect(within(pending).queryByTestId('cancel-booking')).toBeNull();

  // On a phone, 去支付 opens the payment page; the code opens the QR page.
  fireEvent.click(within(unpaid).getByTestId('pay'));
  fireEvent.click(within(booked).getByTestId('show-code'));
  const page = (name: string) => `/pages/booking/${name}/index`;
  expect(site.navigations()).toEqual([`${page('m_payment')}?id=2`, `${page(TARGET === 'h5' ? 'reserveQrcode' : 'm_reserveQrcode')}?id=1`]);
});

it('asks before cancelling: keeping it sends nothing, confirming cancels and reads the list again', async () => {
  mine([booking(5, { fee: 2000, paid: true })]);
  renderH5(<MyAppointments params={{}} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
  fireEvent.click(within(rows()[0]).getByTestId('cancel-booking'));
  const dialog = await screen.findByTestId('cancel-dialog');
  expect(dialog.textContent).toContain('图书馆研讨室');
  expect(dialog.textContent).toContain('取消后名额将让给候补的人');
  expect(dialog.textContent).toContain('已支付的费用将原路退回');
  fireEvent.click(within(dialog).getByTestId('cancel-dialog-cancel'));
  await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).toBeNull());
  expect(cancels()).toEqual([]);

  fireEvent.click(within(rows()[0]).getByTestId('cancel-booking'));
  site.server.ok(calls.cancelReservation, booking(5, { status: 'cancelled', may_cancel: false, refund: 'refunding' }));
  const asked = tabsAsked().length;
  mine([]);
  fireEvent.click(within(await screen.findByTestId('cancel-dialog')).getByTestId('cancel-dialog-confirm'));
  await waitFor(() => expect(cancels()).toEqual([expect.objectContaining({ booking_id: '5' })]));
  expect(await screen.findByText('暂无待使用的预约', {}, { timeout: 5000 })).toBeTruthy();
  expect(tabsAsked().length).toBe(asked + 1);
});

(TARGET === 'h5' ? it : it.skip)('offers a desktop the payment page as a QR code to pay on the phone', async () => {
  mine([booking(2, { status: 'unpaid', fee: 4000, pay_by: `${today()} 08:15:00` })]);
  renderH5(<MyAppointments params={{}} onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
  fireEvent.click(within(rows()[0]).getByTestId('pay'));
  const qr = await screen.findByAltText('手机支付页面的二维码', {}, { timeout: 5000 });
  expect(qr.getAttribute('data-qr-text')).toBe(`${window.location.origin}/v2/site/m_payment?id=2`);
  expect(screen.getByTestId('pay-link')).toBeTruthy();
});
