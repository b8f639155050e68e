/**
 * Journey of the booking pages (issue 27) against the real server and the demo campus, at phone and desktop size:
 * a student books a study room from the hall, finds it in 我的预约 and opens its check-in code; the librarian, in a
 * browser of her own, opens the address the code holds and checks the student in; the student cancels another
 * booking before its deadline; a second student who picked the same room and hour gets a clear refusal; a court's
 * fee is paid on the phone through the payment provider's cashier (the in-process WeChat Pay sandbox). The server's
 * clock stands at 09:50 campus time today, so the 10:00 slot is bookable and its check-in window (from 09:45) open.
 * Every new page state is checked (screenshot and axe-core).
 */
import type { Browser, Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { Booking, ReserveHallItem } from '../../contract/calls/bookings';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { newPage, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';
import { shown } from './support/seen';

/** Campus time is UTC+8 all year. */
const campusToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const startedAt = Date.now();
const clockBase = Date.parse(`${campusToday()}T09:50:00+08:00`);
/** A date as the pages write it: 11月28日 周六. */
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayWords = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;
const addDay = (date: string, days = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const { student, librarianStaff: librarian, lecturerStudent: otherStudent } = demoAccounts;

async function call<T>(page: Page, url: string, name: keyof typeof calls, payload: Record<string, string | number>): Promise<Envelope<T>> {
  const def = calls[name];
  const res =
    def.method === 'GET'
      ? await page.request.get(`${url}${def.path}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`)
      : await page.request.post(`${url}${def.path}`, { form: payload });
  return (await res.json()) as Envelope<T>;
}

async function resourceNamed(page: Page, url: string, name: string): Promise<ReserveHallItem> {
  const hall = await call<{ list: ReserveHallItem[] }>(page, url, 'getReserveHall', { p: 1, page_size: 50, date: campusToday() });
  const found = hall.d.list.find((r) => r.name === name);
  if (!found) throw new Error(`no resource ${name} in the hall`);
  return found;
}

describeBrowser('booking journey', () => {
  const journey = journeyServer({ now: () => new Date(clockBase + (Date.now() - startedAt)) });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';
    /** Each size books on a campus of its own: a person books one study room a day on each. */
    const room = phone ? '东校区图书馆研讨室' : '主校区图书馆研讨室';

    it('books a study room from the hall, finds it in 我的预约, opens its code, and the librarian checks it in', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/bookingHall`);
      await shown(page, 'resource-card').first().waitFor();
      await checked(page, `booking-hall-${viewport.name}`);

      await shown(page, 'hall-kinds').getByRole('button', { name: '研讨室' }).click();
      await shown(page, 'resource-card').filter({ hasText: room }).click();
      await page.waitForURL(new RegExp(`/v2/reserve/${m}hallView\\?id=\\d+`));
      await shown(page, 'slot-grid').waitFor();
      await checked(page, `booking-resource-${viewport.name}`);

      await shown(page, 'slot').filter({ hasText: '10:00–11:00' }).click();
      await shown(page, 'unit-picker').waitFor();
      await shown(page, 'book').click();
      const sheet = shown(page, 'confirm-sheet');
      await sheet.waitFor();
      await checked(page, `booking-sheet-${viewport.name}`);
      await sheet.getByTestId('sheet-confirm').click();
      await shown(page, 'booking-outcome').filter({ hasText: '预约成功' }).waitFor();
      await checked(page, `booking-booked-${viewport.name}`);

      await shown(page, 'to-mine').click();
      await page.waitForURL(new RegExp(`/v2/matter/${m}makeAnAppointment`));
      const row = shown(page, 'booking-row').filter({ hasText: room }).filter({ hasText: '10:00–11:00' });
      await row.waitFor();
      await checked(page, `booking-mine-${viewport.name}`);

      await row.getByTestId('show-code').click();
      await page.waitForURL(new RegExp(`/v2/reserve/${m}reserveQrcode\\?id=\\d+`));
      const code = page.getByRole('img', { name: '签到二维码' });
      await code.waitFor();
      await checked(page, `booking-code-${viewport.name}`);
      const checkInUrl = await code.getAttribute('data-qr-text');
      expect(checkInUrl).toMatch(/\/v2\/reserve\/m_checkIn\?code=/);

      // The librarian's phone opens the address the code holds.
      const desk = await newPage(journey.browser as Browser, viewports[0]);
      try {
        await signIn(desk, url, librarian.account, librarian.password);
        const opened = new URL(checkInUrl as string);
        await desk.goto(`${url}${opened.pathname}${opened.search}`);
        await shown(desk, 'check-in-button').waitFor();
        await checked(desk, `booking-check-in-${viewport.name}`);
        await shown(desk, 'check-in-button').click();
        await shown(desk, 'checked-in').filter({ hasText: student.name }).waitFor();
        await checked(desk, `booking-checked-in-${viewport.name}`);
      } finally {
        await desk.context().close();
      }
      const mine = await call<{ list: Booking[] }>(page, url, 'myReservations', { tab: 'upcoming', p: 1, page_size: 20 });
      const past = await call<{ list: Booking[] }>(page, url, 'myReservations', { tab: 'past', p: 1, page_size: 20 });
      expect([...mine.d.list, ...past.d.list].find((b) => b.resource_name === room && b.start === '10:00')?.status).toBe('checked_in');
    });

    it('cancels another booking before its deadline, which then shows under 已取消', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      const south = await resourceNamed(page, url, '南校区图书馆研讨室');
      const date = phone ? campusToday() : addDay(campusToday());
      const made = await call<Booking>(page, url, 'makeReservation', { id: south.id, date, start: '14:00', request_key: `journey-cancel-${viewport.name}` });
      expect(made.e).toBe(0);

      await page.goto(`${url}/v2/matter/makeAnAppointment`);
      const row = shown(page, 'booking-row').filter({ hasText: '南校区图书馆研讨室' }).filter({ hasText: `${dayWords(date)} 14:00–15:00` });
      await row.getByTestId('cancel-booking').click();
      const dialog = shown(page, 'cancel-dialog');
      await dialog.filter({ hasText: '南校区图书馆研讨室' }).waitFor();
      await checked(page, `booking-cancel-ask-${viewport.name}`);
      await dialog.getByTestId('cancel-dialog-confirm').click();
      await row.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: '已取消' }).filter({ visible: true }).click();
      const cancelled = shown(page, 'booking-row').filter({ hasText: '南校区图书馆研讨室' }).filter({ hasText: `${dayWords(date)} 14:00–15:00` });
      await cancelled.getByTestId('booking-status').filter({ hasText: '已取消' }).waitFor();
      await checked(page, `booking-cancelled-${viewport.name}`);
    });

    it('refuses, in words, a second student who picked the same room and hour a moment too late', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      const south = await resourceNamed(page, url, '南校区图书馆研讨室');
      // A person books one study room a day on each campus: each size on a day of its own.
      const start = phone ? '16:00' : '18:00';
      const date = addDay(campusToday(), phone ? 2 : 3);

      const other = await newPage(journey.browser as Browser, viewport);
      try {
        await signIn(other, url, otherStudent.account, otherStudent.password);
        await other.goto(`${url}/v2/reserve/hallView?id=${south.id}&date=${date}`);
        // Both rooms free at that hour, as the grid reads once the day has loaded.
        await shown(other, 'slot').filter({ hasText: `${start}–` }).filter({ hasText: '余 2' }).click();
        const picker = shown(other, 'unit-picker');
        await picker.waitFor();
        await picker.getByRole('button', { name: '研讨室 S105' }).click();
        await shown(other, 'book').click();
        await shown(other, 'confirm-sheet').waitFor();

        // The first student takes that room and hour meanwhile.
        const units = await call<{ units: { id: number; label: string }[] }>(page, url, 'getReserveDetail', { id: south.id });
        const s105 = units.d.units.find((u) => u.label === '研讨室 S105');
        const first = await call<Booking>(page, url, 'makeReservation', { id: south.id, date, start, unit_id: s105!.id, request_key: `journey-first-${viewport.name}` });
        expect(first.e).toBe(0);

        await shown(other, 'sheet-confirm').click();
        const refusal = shown(other, 'booking-refusal');
        await refusal.filter({ hasText: '这个时段已经约满。' }).waitFor();
        await refusal.getByTestId('offer-waitlist').waitFor();
        await checked(other, `booking-refused-${viewport.name}`);
      } finally {
        await other.context().close();
      }
    });

    it('holds a badminton court until its fee is paid: on the phone through the cashier, on a desktop by scanning', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      const courts = await resourceNamed(page, url, '体育馆羽毛球场');
      await page.goto(`${url}/v2/reserve/hallView?id=${courts.id}`);
      await shown(page, 'slot').filter({ hasText: phone ? '11:00–12:00' : '12:00–13:00' }).click();
      await shown(page, 'book').click();
      const sheet = shown(page, 'confirm-sheet');
      await sheet.filter({ hasText: '20.00 元' }).waitFor();
      await sheet.getByTestId('sheet-confirm').click();
      await shown(page, 'booking-outcome').filter({ hasText: '已占位，请尽快支付' }).waitFor();
      await checked(page, `booking-unpaid-${viewport.name}`);

      if (!phone) {
        // A desktop pays on the phone: the payment page's address as a QR code, and a link to it.
        const qr = page.getByRole('img', { name: '手机支付页面的二维码' });
        await qr.waitFor();
        expect(await qr.getAttribute('data-qr-text')).toMatch(/\/v2\/site\/m_payment\?id=\d+$/);
        return;
      }
      await shown(page, 'go-pay').click();
      await page.waitForURL(/\/v2\/site\/m_payment\?id=\d+/);
      await shown(page, 'pay-amount').filter({ hasText: '20.00 元' }).waitFor();
      await shown(page, 'pay-countdown').waitFor();
      await checked(page, 'booking-payment-phone');

      await shown(page, 'pay-now').click();
      await page.getByRole('heading', { name: /支付沙箱/ }).waitFor();
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(/\/v2\/site\/m_payment\?id=\d+/);
      await shown(page, 'pay-outcome').filter({ hasText: '支付成功' }).waitFor();
      await checked(page, 'booking-paid-phone');
    });

    it('reads in English: the hall, a resource with its rules and slots, and 我的预约', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      // The way a reader does it: the header's language switch, kept on the device for every page after.
      await page.goto(`${url}/v2/site/bookingHall`);
      await toLanguage(page, 'en');
      await shown(page, 'resource-card').filter({ hasText: 'Badminton courts, Sports Hall' }).waitFor();
      await checked(page, `booking-hall-en-${viewport.name}`);

      await shown(page, 'resource-card').filter({ hasText: 'Study rooms, South Campus Library' }).click();
      await shown(page, 'resource-rules').filter({ hasText: 'Booking rules' }).waitFor();
      await shown(page, 'slot-grid').waitFor();
      await checked(page, `booking-resource-en-${viewport.name}`);

      await page.goto(`${url}/v2/matter/makeAnAppointment`);
      await shown(page, 'booking-row').first().waitFor();
      await page.getByRole('tab', { name: 'Upcoming' }).filter({ visible: true }).waitFor();
      await checked(page, `booking-mine-en-${viewport.name}`);
    });
  });
});
