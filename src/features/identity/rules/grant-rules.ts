/**
 * The client's side of the grant rules (contract/rules/grants.ts): campus dates for the grant form's defaults, and
 * which granting accounts a service may be started for (spec §6 "act as an account that granted them access").
 */
import type { GrantedUser } from '@contract/calls/account';

/** Campus time is China Standard Time (UTC+8, no daylight saving): the dates the server compares grants by. */
const CAMPUS_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's campus date, YYYY-MM-DD. */
export function campusToday(now: number = Date.now()): string {
  return new Date(now + CAMPUS_OFFSET_MS).toISOString().slice(0, 10);
}

/** A campus date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The grant form's span when it opens: today to a week later (both ends inclusive). */
export const DEFAULT_GRANT_DAYS = 7;

/**
 * The accounts a service may be started for: those whose grant covers it. getGrantMeLists names the services a grant
 * is limited to (none: every service), so coverage is read by the service's name.
 */
export function grantsCovering(granted: readonly GrantedUser[], appName: string): GrantedUser[] {
  return granted.filter((g) => g.app_names.length === 0 || g.app_names.includes(appName));
}

/** What the grant covers, in a line: the services, or `all` (全部事项); `join` lists them as the reader's language does. */
export function servicesText(appNames: readonly string[], all: string, join: (items: readonly string[]) => string): string {
  return appNames.length > 0 ? join(appNames) : all;
}
