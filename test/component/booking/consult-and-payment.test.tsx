/**
 * Consultation hours and the phone payment page through the real request wrapper: the scheduling page refuses a
 * reader without the resource-consult permit in words, shows a counsellor's day with who booked, publishes hours and
 * withdraws them only after asking for a reason; back from the cashier, the payment page reads the booking until it
 * shows as paid.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { Permit } from '@contract/rules/permissions';
import { ConsultSchedule } from '@/features/booking/consult/consult-schedule';
import { PaymentPage } from '@/features/booking/payment/payment-page';
import { usePermissions } from '@/stores/permissions';
import { signedRecord } from '../frame/frame-state';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, typeInto } from '../support/render';
import { booking, today } from './booking-fixtures';

const site = pageServer();
const formsOf = (path: string) => site.server.seen.filter((r) => r.path === path).map((r) => r.form);
const holdPermits = (permits: string[]) => act(() => usePermissions.setState({ record: signedRecord('t1', { permits }), uid: 't1' }));

const hours = {
  id: 9,
  date: today(),
  start: '14:00',
  end: '16:00',
  location: '学生活动中心 305',
  bookings: [{ booking_id: 51, start: '14:00', end: '14:30', name: '李明', number: '2023010101', status: 'booked' as const, remark: '学业压力' }],
};

describe('consultation scheduling', () => {
  it('tells a reader without the permit where to book instead, and asks nothing', async () => {
    holdPermits([]);
    renderH5(<ConsultSchedule onMobile />);
    expect(screen.getByTestId('consult-refused').textContent).toContain('该页面仅对咨询老师开放');
    expect(site.server.seen.filter((r) => r.path === calls.getConsultSchedule.path)).toHaveLength(0);
  });

  it('shows the day’s hours with who booked, publishes hours and withdraws them with a reason after asking', async () => {
    holdPermits([Permit.resourceConsult]);
    site.server.ok(calls.getConsultSchedule, { resource_id: 3, slot_minutes: 30, hours: [hours] });
    renderH5(<ConsultSchedule onMobile={false} />);
    const card = await screen.findByTestId('consult-hours', {}, { timeout: 5000 });
    expect(card.textContent).toContain('14:00–16:00');
    expect(card.textContent).toContain('已预约 1 人');
    expect(within(card).getByTestId('consult-booking').textContent).toContain('李明（2023010101）');

    fireEvent.click(screen.getByTestId('publish'));
    expect(await screen.findByText('请填写地点')).toBeTruthy();
    site.server.ok(calls.publishConsultHours, { ...hours, id: 10, start: '18:00', end: '19:00', bookings: [] });
    await typeInto(screen.getByLabelText(/^地点/), '心理中心 201');
    fireEvent.click(screen.getByTestId('publish'));
    await waitFor(() => expect(formsOf(calls.publishConsultHours.path)).toEqual([{ date: today(), start: '14:00', end: '17:00', location: '心理中心 201' }]));

    // The day is read again after publishing, and its hours drawn anew.
    await waitFor(() => expect(site.server.seen.filter((r) => r.path === calls.getConsultSchedule.path)).toHaveLength(2));
    fireEvent.click(within(await screen.findByTestId('consult-hours', {}, { timeout: 5000 })).getByTestId('withdraw'));
    expect(await screen.findByText('已预约的 1 人会收到取消通知。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    expect(await screen.findByText('请填写撤回原因')).toBeTruthy();
    site.server.ok(calls.withdrawConsultHours, { cancelled: 1 });
    await typeInto(screen.getByLabelText(/^撤回原因/), '临时出差');
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    await waitFor(() => expect(formsOf(calls.withdrawConsultHours.path)).toEqual([{ id: '9', reason: '临时出差' }]));
  });
});

(TARGET === 'h5' ? describe : describe.skip)('the phone payment page', () => {
  it('shows the amount, what it is for and the time left, then, back from the cashier, reads until paid', async () => {
    const unpaid = booking(5, { status: 'unpaid', fee: 4000, resource_name: '羽毛球场', unit_label: '3号场', pay_by: '2099-01-01 08:00:00' });
    site.server.ok(calls.getReservation, unpaid);
    const { unmount } = renderH5(<PaymentPage params={{ id: '5' }} />);
    expect((await screen.findByTestId('pay-amount', {}, { timeout: 5000 })).textContent).toBe('40.00 元');
    expect(screen.getByTestId('payment-page').textContent).toContain('羽毛球场');
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/^请于 2099-01-01 08:00 前支付剩余支付时间 \d+:\d\d:\d\d$/);
    expect(screen.getByTestId('pay-now')).toBeTruthy();
    unmount();

    // Back from the cashier: the booking is read again until the notification has marked it paid.
    window.sessionStorage.setItem('booking-paying-5', '1');
    renderH5(<PaymentPage params={{ id: '5' }} />);
    expect(await screen.findByText('正在确认支付结果…', {}, { timeout: 5000 })).toBeTruthy();
    site.server.ok(calls.getReservation, { ...unpaid, status: 'booked', paid: true, pay_by: '' });
    expect((await screen.findByTestId('pay-outcome', {}, { timeout: 8000 })).textContent).toContain('支付成功');
  });
});
