/** The demo campus's calendar as the SLA clocks get it from the database: seeded holidays, vacations and edits. */
import { campusCalendar, setDayKind, setWorkingHours } from '../../server/src/modules/calendar/calendar.service';
import { addWorkingHours, DEFAULT_WEEKLY_HOURS, isWorkingTime } from '../../server/src/workflow/working-time';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** An instant written in campus time, 'YYYY-MM-DD HH:mm'. */
const campus = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

describe.each(engines)('the campus calendar on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const academicYear = () => campusCalendar(server.db, campus('2026-09-01 00:00'), campus('2027-08-31 00:00'));

  it.each([
    ['a weekday in term', '2026-11-23 10:00', true],
    ['the Mid-Autumn Festival', '2026-09-25 10:00', false],
    ['National Day', '2026-10-01 10:00', false],
    ['the make-up Sunday before National Day', '2026-09-20 10:00', true],
    ['the make-up Saturday after National Day', '2026-10-10 10:00', true],
    ['New Year 2027', '2027-01-01 10:00', false],
    ['the winter vacation', '2027-01-18 10:00', false],
    ['the Spring Festival make-up Saturday inside the winter vacation', '2027-02-20 10:00', false],
    ['the first day of the spring term', '2027-03-01 10:00', true],
    ['Labour Day', '2027-05-04 10:00', false],
    ['the summer vacation', '2027-08-02 10:00', false],
  ])('%s (%s) is working time: %s', async (_what, at, working) => {
    expect(isWorkingTime(await academicYear(), campus(at))).toBe(working);
  });

  it('holds a request filed on the first day of the winter vacation until the spring term', async () => {
    const calendar = await campusCalendar(server.db, campus('2027-01-16 09:00'), campus('2027-01-16 09:00'));
    expect(addWorkingHours(calendar, campus('2027-01-16 09:00'), 16)).toEqual(campus('2027-03-03 09:00'));
  });

  it('knows the holidays of the new year when a deadline runs past the range asked for', async () => {
    const calendar = await campusCalendar(server.db, campus('2026-12-31 17:00'), campus('2026-12-31 17:00'));
    expect(addWorkingHours(calendar, campus('2026-12-31 17:00'), 1)).toEqual(campus('2027-01-04 08:30'));
  });

  it('shows an edited day at once, and forgets it when it is ordinary again', async () => {
    const day = campus('2026-11-24 10:00');
    expect(isWorkingTime(await academicYear(), day)).toBe(true);
    await setDayKind(server.db, '2026-11-24', 'holiday', { name: '校庆', name_en: 'University anniversary' });
    expect(isWorkingTime(await academicYear(), day)).toBe(false);
    await setDayKind(server.db, '2026-11-24', null);
    expect(isWorkingTime(await academicYear(), day)).toBe(true);
  });

  it('shows edited working hours at once, and refuses hours that do not parse', async () => {
    await setWorkingHours(server.db, { ...DEFAULT_WEEKLY_HOURS, sat: [{ from: '09:00', to: '11:00' }] });
    expect(isWorkingTime(await academicYear(), campus('2026-11-28 10:00'))).toBe(true);
    await expect(setWorkingHours(server.db, { ...DEFAULT_WEEKLY_HOURS, sat: [{ from: '9', to: '11:00' }] })).rejects.toThrow(/HH:mm/);
    await setWorkingHours(server.db, DEFAULT_WEEKLY_HOURS);
    expect(isWorkingTime(await academicYear(), campus('2026-11-28 10:00'))).toBe(false);
  });

  it('refuses a day that is not a date', async () => {
    await expect(setDayKind(server.db, '2026-11-31', 'holiday')).rejects.toThrow(/not a date/);
  });
});
