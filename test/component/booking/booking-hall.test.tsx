/**
 * The booking hall through the real request wrapper: the kind, campus and day reach getReserveHall as chosen; a
 * desktop pages where a phone appends; a card says what is free that day and opens its resource's page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { ReserveHallItem } from '@contract/calls/bookings';
import { BookingHall } from '@/features/booking/hall/booking-hall';
import { addDays } from '@/features/booking/rules/days';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { hallItem, today } from './booking-fixtures';

const site = pageServer();
const asked = () => site.server.seen.filter((r) => r.path === calls.getReserveHall.path).map((r) => r.query);
const items = (n: number, from = 1) => Array.from({ length: n }, (_, i) => hallItem(from + i));
function hall(list: ReserveHallItem[], total = list.length, p = 1) {
  site.server.ok(calls.getReserveHall, { list, total, p, page_size: 12, campuses: ['东校区', '西校区', '南校区'] });
}
const cards = () => screen.queryAllByTestId('resource-card');

it('asks for today first, then for the kind, campus and day chosen', async () => {
  hall(items(2));
  renderH5(<BookingHall params={{}} onMobile={false} />);
  await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 5000 });
  expect(asked()[0]).toEqual({ p: '1', page_size: '12', date: today() });

  fireEvent.click(within(screen.getByTestId('hall-kinds')).getByRole('button', { name: '场馆' }));
  await waitFor(() => expect(asked().at(-1)).toEqual({ p: '1', page_size: '12', date: today(), kind: 'venue' }));
  fireEvent.click(within(screen.getByTestId('hall-campuses')).getByRole('button', { name: '西校区' }));
  await waitFor(() => expect(asked().at(-1)).toEqual(expect.objectContaining({ kind: 'venue', campus: '西校区' })));
  const tomorrow = addDays(today(), 1);
  fireEvent.click(screen.getByTestId(`day-${tomorrow}`));
  await waitFor(() => expect(asked().at(-1)).toEqual(expect.objectContaining({ kind: 'venue', campus: '西校区', date: tomorrow })));
  expect(screen.getByTestId(`day-${tomorrow}`).getAttribute('aria-pressed')).toBe('true');
  expect(within(screen.getByTestId('hall-days')).getAllByRole('button')).toHaveLength(7);
  expect(within(screen.getByTestId('hall-days')).getAllByRole('button')[0].textContent).toContain('今天');
});

it('says on each card what it is, what it costs, whether it needs approval and what is free that day', async () => {
  hall([hallItem(1, { name: '羽毛球场', kind: 'venue', fee: 2000, needs_approval: true, free_on_day: 0, source_type: 2 }), hallItem(2)]);
  renderH5(<BookingHall params={{}} onMobile />);
  await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 5000 });
  const [court, room] = cards();
  expect(court.textContent).toContain('羽毛球场');
  expect(court.textContent).toContain('20.00 元/时段');
  expect(court.textContent).toContain('需审批');
  expect(within(court).getByTestId('resource-free').textContent).toBe('当天已约满');
  expect(within(room).getByTestId('resource-free').textContent).toBe('当天余 5');
  expect(room.textContent).toContain('免费');

  fireEvent.click(court);
  fireEvent.click(room);
  const page = (name: string) => `/pages/booking/${TARGET === 'h5' ? name : `m_${name}`}/index`;
  // Source type 2 opens the reservation detail, 1 the hall view; both serve one page file (module.ts).
  expect(site.navigations()).toEqual([`${page('hallView')}?id=1&date=${today()}`, `${page('hallView')}?id=2&date=${today()}`]);
});

it('goes from page to page on a desktop', async () => {
  hall(items(12), 30);
  renderH5(<BookingHall params={{}} onMobile={false} />);
  await waitFor(() => expect(cards()).toHaveLength(12), { timeout: 5000 });
  expect(screen.getByTestId('hall-total').textContent).toBe('共 30 个资源');
  hall(items(12, 13), 30, 2);
  fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
  await waitFor(() => expect(cards()[0].textContent).toContain('研讨室 13'));
  expect(cards()).toHaveLength(12);
  expect(asked().map((q) => q.p)).toEqual(['1', '2']);
});

it('appends the next page on a phone, keeping the cards it has', async () => {
  hall(items(12), 14);
  renderH5(<BookingHall params={{}} onMobile />);
  await waitFor(() => expect(cards()).toHaveLength(12), { timeout: 5000 });
  hall(items(2, 13), 14, 2);
  fireEvent.click(screen.getByTestId('hall-load-more'));
  await waitFor(() => expect(cards()).toHaveLength(14));
  expect(cards()[0].textContent).toContain('研讨室 1');
  expect(screen.getByText('没有更多了')).toBeTruthy();
});

it('says so when nothing can be booked, and when the hall could not load', async () => {
  hall([]);
  const { unmount } = renderH5(<BookingHall params={{ kind: 'seat' }} onMobile />);
  expect(await screen.findByText('这一天没有可预约的资源', {}, { timeout: 5000 })).toBeTruthy();
  expect(asked().at(-1)).toEqual(expect.objectContaining({ kind: 'seat' }));
  unmount();
  site.server.answer(calls.getReserveHall.path, { status: 500, body: { e: 500, m: '服务暂时不可用', d: null } });
  renderH5(<BookingHall params={{}} onMobile />);
  expect(await screen.findByText('服务暂时不可用', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByTestId('hall-retry')).toBeTruthy();
});
