/**
 * The portal's facts about itself: the year it went live, visits counted per day from the beacon, and client
 * timelines for debugging.
 */
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import * as site from '../site/site.service';
import * as q from './system.queries';

/** The site setting holding the year the system went live (written when the database is set up). */
export const UP_YEAR_SETTING = 'system_up_year';

const campusYear = (at: Date) => Number(campusDateTime(at).slice(0, 4));

/** The year it went live and this campus year: the range a year filter offers and the footer's copyright spans. */
export async function systemUpYear(db: DbOrTx): Promise<{ year: number; current_year: number }> {
  const current = campusYear(new Date());
  const year = (await site.readSetting<number>(db, UP_YEAR_SETTING)) ?? current;
  return { year: Math.min(year, current), current_year: current };
}

/** A beacon hit: the signed-in user's (a uid the client names is not trusted), or one shared row for everyone else. */
export async function countVisit(db: DbOrTx, agent: 'pc' | 'mobile', uid: string | null): Promise<Record<string, never>> {
  await q.countVisit(db, agent, uid ?? '');
  return {};
}

/**
 * Client timelines are taken only where the installation enables them (config CLIENT_DEBUG_LOG). An accepted entry
 * goes to the server log, where operators already look, rather than to a table that would need its own retention.
 */
export function refuseTimelinesUnless(enabled: boolean): void {
  if (!enabled) throw new DomainError('system.debugLogOff');
}
