/**
 * A resource's page through the real request wrapper: the rules in words, the slot grid's states, the booking sheet,
 * a refusal in words with the waitlist offered, the countdown to the opening by the server's clock, and the same
 * request_key sent again when an attempt had no answer (so a retried request never books twice).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { BookingRefusal } from '@contract/rules/booking';
import { ResourcePage } from '@/features/booking/resource/resource-page';
import { pageServer } from '../support/page-server';
import { renderH5 } from '../support/render';
import { booking, day, detail, slot, today } from './booking-fixtures';

const site = pageServer();
const sent = () => site.server.seen.filter((r) => r.path === calls.makeReservation.path).map((r) => r.form);
const cell = (time: string) => screen.getAllByTestId('slot').find((c) => c.textContent?.startsWith(time)) as HTMLElement;
const refuse = (e: number, m: string) => site.server.answer(calls.makeReservation.path, { body: { e, m, d: null } });

/** Picks a slot and confirms its booking, which the server refuses with `e` and `m`: the refusal shown. */
async function refusedAt(time: string, e: number, m: string): Promise<HTMLElement> {
  fireEvent.click(cell(time));
  fireEvent.click(screen.getByTestId('book'));
  refuse(e, m);
  fireEvent.click(within(await screen.findByTestId('confirm-sheet')).getByTestId('sheet-confirm'));
  return screen.findByTestId('booking-refusal', {}, { timeout: 5000 });
}

const fullDay = () =>
  day([
    slot('08:00', '09:00', { offered: false }),
    slot('09:00', '10:00', { free: 0, free_units: [], waiting: 2 }),
    slot('10:00', '11:00', { mine: 31, free: 2, free_units: [72, 73] }),
    slot('11:00', '12:00', { free: 1, free_units: [73] }),
    slot('12:00', '13:00'),
  ]);

async function open(over = {}) {
  site.server.ok(calls.getReserveDetail, detail(over));
  renderH5(<ResourcePage params={{ id: '7' }} onMobile={false} />);
  await waitFor(() => expect(screen.getAllByTestId('slot')).toHaveLength(5), { timeout: 5000 });
}

beforeEach(() => site.server.ok(calls.getReserveSlots, fullDay()));

it('states its rules in words and each slot’s state, never by colour alone', async () => {
  await open();
  const rules = screen.getByTestId('resource-rules').textContent;
  expect(rules).toContain('7 天内（含今天）');
  expect(rules).toContain('每天 08:00 开放第 6 天的预约');
  expect(rules).toContain('同时最多 2 个有效预约');
  expect(rules).toContain('开始前 60 分钟可取消');
  expect(rules).toContain('无需审批，预约即成功');
  expect(screen.getAllByTestId('slot').map((c) => c.textContent)).toEqual([
    '08:00–09:00 不可约',
    '09:00–10:00 已满 · 可候补',
    '10:00–11:00 我的预约',
    '11:00–12:00 余 1',
    '12:00–13:00 余 3',
  ]);
  // What is not offered cannot be pressed; the rest are buttons named by their time and state.
  expect(within(screen.getByTestId('slot-grid')).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00–10:00 已满 · 可候补', '10:00–11:00 我的预约', '11:00–12:00 余 1', '12:00–13:00 余 3']);
  expect(site.server.seen.find((r) => r.path === calls.getReserveSlots.path)?.query).toEqual({ id: '7', date: today() });
});

it('books a slot with the unit chosen and says what happens next', async () => {
  await open();
  fireEvent.click(cell('11:00'));
  fireEvent.click(within(screen.getByTestId('unit-picker')).getByRole('button', { name: '303' }));
  fireEvent.click(screen.getByTestId('book'));
  const sheet = await screen.findByTestId('confirm-sheet');
  expect(within(sheet).getByTestId('sheet-when').textContent).toContain('11:00–12:00');
  site.server.ok(calls.makeReservation, booking(40, { start: '11:00', end: '12:00', unit_label: '303' }));
  fireEvent.click(within(sheet).getByTestId('sheet-confirm'));
  expect(await screen.findByTestId('booking-outcome', {}, { timeout: 5000 })).toHaveProperty('textContent', '预约成功');
  expect(sent()).toEqual([expect.objectContaining({ id: '7', date: today(), start: '11:00', slots: '1', unit_id: '73' })]);
});

it('says a full slot is full in words and offers the waitlist, which is a new attempt with a new key', async () => {
  await open();
  const refusal = await refusedAt('12:00', BookingRefusal.FULL, '该时段已约满');
  expect(refusal.textContent).toContain('这个时段已经约满。');
  expect(refusal.textContent).toContain('该时段已约满');
  expect(refusal.textContent).toContain('可以排队候补');

  site.server.ok(calls.makeReservation, booking(41, { status: 'waiting', waitlist_position: 3, unit_label: '' }));
  fireEvent.click(within(refusal).getByTestId('offer-waitlist'));
  expect(await screen.findByText('您排在第 3 位，有人取消时按顺序递补。', {}, { timeout: 5000 })).toBeTruthy();
  const [first, second] = sent();
  expect(second).toEqual(expect.objectContaining({ start: '12:00', waitlist: '1' }));
  expect(second.request_key).not.toBe(first.request_key);
});

it('sends the same request_key again when an attempt had no answer, and a new one for the next booking', async () => {
  await open();
  fireEvent.click(cell('12:00'));
  fireEvent.click(screen.getByTestId('book'));
  site.server.answer(calls.makeReservation.path, 'drop');
  fireEvent.click(within(await screen.findByTestId('confirm-sheet')).getByTestId('sheet-confirm'));
  expect(await screen.findByTestId('send-failed', {}, { timeout: 5000 })).toBeTruthy();
  site.server.ok(calls.makeReservation, booking(42, { start: '12:00', end: '13:00' }));
  fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
  await screen.findByTestId('booking-outcome', {}, { timeout: 5000 });
  const keys = sent().map((f) => f.request_key);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9]{24}$/);

  fireEvent.click(screen.getByTestId('book-another'));
  await waitFor(() => expect(screen.queryByTestId('confirm-sheet')).toBeNull());
  await waitFor(() => expect(screen.getAllByTestId('slot')).toHaveLength(5));
  fireEvent.click(cell('12:00'));
  fireEvent.click(screen.getByTestId('book'));
  fireEvent.click(within(await screen.findByTestId('confirm-sheet')).getByTestId('sheet-confirm'));
  await waitFor(() => expect(sent()).toHaveLength(3));
  expect(sent()[2].request_key).not.toBe(keys[0]);
});

it('says when booking opens, counting down by the server’s clock, and opens the slots at that second', async () => {
  // The device's clock plays no part: only the server's time and the time since it was read.
  site.server.ok(calls.getReserveSlots, day([slot('12:00', '13:00', { offered: false })], { server_time: '2026-11-27 07:59:57', opens_at: '2026-11-27 08:00:00' }));
  site.server.ok(calls.getReserveDetail, detail());
  renderH5(<ResourcePage params={{ id: '7' }} onMobile />);
  const countdown = await screen.findByTestId('opening-countdown', {}, { timeout: 5000 });
  expect(countdown.textContent).toContain('该日 2026-11-27 08:00 开放预约');
  expect(countdown.textContent).toMatch(/距开放还有 00:00:0[0-3]/);

  site.server.ok(calls.getReserveSlots, fullDay());
  // At the opening second the page asks for the day again, and the slots are open.
  await waitFor(() => expect(screen.queryByTestId('opening-countdown')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(screen.getAllByTestId('slot')).toHaveLength(5));
});

it('shows a refusal that is no waitlist matter without offering one', async () => {
  await open();
  const refusal = await refusedAt('12:00', BookingRefusal.LIMIT_REACHED, '您在此处已有 2 个有效预约');
  expect(refusal.textContent).toContain('您的预约已达上限。');
  expect(refusal.textContent).toContain('您在此处已有 2 个有效预约');
  expect(within(refusal).queryByTestId('offer-waitlist')).toBeNull();
});
