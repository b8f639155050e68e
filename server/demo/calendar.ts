/**
 * The demo campus's calendar for the academic year 2026–2027 (2026-09-01 to 2027-08-31): public holidays with their
 * make-up workdays (调休), the winter and summer vacations, and the default weekly working hours.
 */
import dayjs from 'dayjs';
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import type { DemoCampus } from './demo-campus';
import { DEFAULT_WEEKLY_HOURS } from '../src/workflow/working-time';
import { saveDays, type DayRow } from '../src/modules/calendar/calendar.queries';
import { setWorkingHours } from '../src/modules/calendar/calendar.service';

interface Period {
  name: string;
  name_en: string;
  from: string;
  to: string;
}

interface PublicHoliday extends Period {
  makeUpDays: string[];
}

/**
 * 2026 as the State Council published it (国务院办公厅关于2026年部分节假日安排的通知, 2025-11-04). The 2027 dates are
 * not official yet: they follow the customary pattern (legal days that fall on a weekend moved to weekdays, the
 * Spring Festival from 除夕 to 初七, a midweek festival a single day) and are to be replaced by the official notice.
 */
const publicHolidays: PublicHoliday[] = [
  { name: '中秋节', name_en: 'Mid-Autumn Festival', from: '2026-09-25', to: '2026-09-27', makeUpDays: [] },
  { name: '国庆节', name_en: 'National Day', from: '2026-10-01', to: '2026-10-07', makeUpDays: ['2026-09-20', '2026-10-10'] },
  // 2027, customary:
  { name: '元旦', name_en: "New Year's Day", from: '2027-01-01', to: '2027-01-03', makeUpDays: [] },
  { name: '春节', name_en: 'Spring Festival', from: '2027-02-05', to: '2027-02-12', makeUpDays: ['2027-01-31', '2027-02-20'] },
  { name: '清明节', name_en: 'Qingming Festival', from: '2027-04-03', to: '2027-04-05', makeUpDays: [] },
  { name: '劳动节', name_en: 'Labour Day', from: '2027-05-01', to: '2027-05-05', makeUpDays: ['2027-05-08'] },
  { name: '端午节', name_en: 'Dragon Boat Festival', from: '2027-06-09', to: '2027-06-09', makeUpDays: [] },
];

const vacations: Period[] = [
  { name: '寒假', name_en: 'Winter vacation', from: '2027-01-16', to: '2027-02-28' },
  { name: '暑假', name_en: 'Summer vacation', from: '2027-07-10', to: '2027-08-31' },
];

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = dayjs(from); !d.isAfter(dayjs(to)); d = d.add(1, 'day')) days.push(d.format('YYYY-MM-DD'));
  return days;
}

/**
 * One row a day. A holiday inside a vacation keeps its festival's name (neither is working time); a make-up day
 * inside a vacation stays a vacation day, as the offices are closed then.
 */
function academicYearDays(): DayRow[] {
  const days = new Map<string, DayRow>();
  for (const v of vacations) {
    for (const day of eachDay(v.from, v.to)) days.set(day, { day, kind: 'vacation', name: v.name, name_en: v.name_en });
  }
  for (const h of publicHolidays) {
    for (const day of eachDay(h.from, h.to)) days.set(day, { day, kind: 'holiday', name: h.name, name_en: h.name_en });
    for (const day of h.makeUpDays.filter((d) => !days.has(d))) {
      days.set(day, { day, kind: 'workday', name: `${h.name}调休上班`, name_en: `${h.name_en} make-up workday` });
    }
  }
  return [...days.values()];
}

export async function seedCalendar(tx: Transaction<Database>, _campus: DemoCampus): Promise<void> {
  await setWorkingHours(tx, DEFAULT_WEEKLY_HOURS);
  await saveDays(tx, academicYearDays());
}
