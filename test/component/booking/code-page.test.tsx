/**
 * The check-in code page and the venue's check-in through the real request wrapper: the code drawn as a QR code of
 * the address a phone camera opens, with the booking it is for; the venue checks in from that address, or is told in
 * the server's words why not.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { useCodePage } from '@/features/booking/code/code-page';
import { pageServer } from '../support/page-server';
import { renderH5 } from '../support/render';
import { booking, today } from './booking-fixtures';

const site = pageServer();
const checkIns = () => site.server.seen.filter((r) => r.path === calls.checkInReservation.path).map((r) => r.form);

function CodePage({ params }: { params: Record<string, string> }) {
  const { title, body } = useCodePage({ params, onMobile: true });
  return (
    <>
      <h1 data-testid="page-title">{title}</h1>
      {body}
    </>
  );
}

it('draws the code as a QR code of the check-in address, with the booking it is for', async () => {
  const url = 'https://hall.example.edu.cn/v2/reserve/m_checkIn?code=AbCdEf0123456789';
  site.server.ok(calls.getReservationCode, { code: 'AbCdEf0123456789', check_in_url: url, expires_at: `${today()} 10:05:00`, booking: booking(8) });
  renderH5(<CodePage params={{ id: '8' }} />);
  await screen.findByTestId('code-qr', {}, { timeout: 5000 });
  expect(screen.getByTestId('page-title').textContent).toBe('预约签到码');
  await waitFor(() => expect(screen.getByRole('img', { name: '签到二维码' }).getAttribute('data-qr-text')).toBe(url));
  const card = screen.getByTestId('reservation-code').textContent;
  expect(card).toContain('10:05 前有效');
  expect(card).toContain('图书馆研讨室');
  expect(card).toContain('王思远');
  expect(site.server.seen.find((r) => r.path === calls.getReservationCode.path)?.query).toEqual({ booking_id: '8' });
});

it('checks the booking in from the code the address holds', async () => {
  site.server.ok(calls.checkInReservation, booking(8, { status: 'checked_in' }));
  renderH5(<CodePage params={{ code: 'AbCdEf0123456789' }} />);
  expect(screen.getByTestId('page-title').textContent).toBe('预约签到');
  fireEvent.click(screen.getByTestId('check-in-button'));
  const done = await screen.findByTestId('checked-in', {}, { timeout: 5000 });
  expect(done.textContent).toContain('签到成功');
  expect(done.textContent).toContain('王思远');
  expect(checkIns()).toEqual([{ code: 'AbCdEf0123456789' }]);
});

it('says why the venue cannot check it in, in the server’s words', async () => {
  site.server.answer(calls.checkInReservation.path, { body: { e: 403, m: '这个签到码已过期，请让预约人刷新后再扫', d: null } });
  renderH5(<CodePage params={{ code: 'AbCdEf0123456789' }} />);
  fireEvent.click(screen.getByTestId('check-in-button'));
  const refused = await screen.findByTestId('check-in-refused', {}, { timeout: 5000 });
  expect(refused.textContent).toContain('不能签到');
  expect(refused.textContent).toContain('这个签到码已过期');
});
