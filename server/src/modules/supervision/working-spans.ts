/**
 * Spans of campus working time for supervision (pure, on the calendar of server/src/workflow/working-time.ts): how
 * long an application or a task took or has waited, whether a task passed its node's SLA, and the moment before
 * which a task opened has waited a given number of working hours (what "stuck" and "overdue" filter by).
 */
import { workingHoursBetween, type CampusCalendar } from '../../workflow/working-time';

export const workingSeconds = (cal: CampusCalendar, from: Date, to: Date): number => Math.max(0, workingHoursBetween(cal, from, to) * 3600);

/** Whether a task opened at `opened` and handled at `handled` (still open: now) went past `slaHours` of working time. */
export function pastSla(cal: CampusCalendar, slaHours: number | undefined, opened: Date, handled: Date): boolean {
  return slaHours !== undefined && slaHours > 0 && workingHoursBetween(cal, opened, handled) > slaHours;
}

/**
 * The latest moment from which `hours` of working time have passed by `now` (to the second): a task opened before it
 * has waited longer. Working time only grows with the span, so a bisection over the calendar finds it.
 */
export function workingHoursBefore(cal: CampusCalendar, now: Date, hours: number, horizonDays = 400): Date {
  let early = now.getTime() - horizonDays * 86_400_000;
  let late = now.getTime();
  if (workingHoursBetween(cal, new Date(early), now) < hours) return new Date(early);
  while (late - early > 1000) {
    const middle = Math.floor((early + late) / 2);
    if (workingHoursBetween(cal, new Date(middle), now) >= hours) early = middle;
    else late = middle;
  }
  return new Date(early);
}

/** A working day's hours on the calendar's normal week (Monday's), for "N working days" as working hours. */
export function workingDayHours(cal: CampusCalendar): number {
  const monday = cal.week[1] ?? [];
  const hours = monday.reduce((sum, p) => sum + (p.end - p.start), 0) / 3_600_000;
  return hours > 0 ? hours : 8;
}
