/**
 * Seeds the demo campus into an empty database, in one transaction: each area's demo part (server/demo/<area>.ts)
 * fills that area's tables, in the order below. Deterministic: the same campus every time.
 */
import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTx } from '../src/db/database';
import { areaModules } from '../src/modules';
import { collectAreaHooks } from '../src/modules/area-hooks';
import { isConfigured } from '../src/modules/site/site.service';
import { seedApps } from './apps';
import { seedBookings } from './bookings';
import { seedCalendar } from './calendar';
import { createRandom } from './campus/random';
import type { DemoCampus } from './demo-campus';
import { seedDocuments } from './documents';
import { seedFeedback } from './feedback';
import { seedFillins } from './fillins';
import { seedForms } from './forms';
import { seedGrants } from './grants';
import { seedMatters } from './matters';
import { seedMessages } from './messages';
import { seedNotices } from './notices';
import { seedOpenClients } from './open';
import { seedOrg } from './org';
import { seedProcesses } from './processes';
import { seedRatings } from './ratings';
import { seedReports } from './reports';
import { seedSearch } from './search';
import { seedSite } from './site';
import { seedSupervision } from './supervision';
import { seedSystem } from './system';

type DemoPart = (tx: Transaction<Database>, campus: DemoCampus) => Promise<void>;

/**
 * Org first (the departments and people everything else refers to), apps before the forms, processes and
 * applications of its services. The parts draw from one random source in turn, so this order is part of what the
 * campus looks like: a new part that draws from it goes at the end.
 */
const demoParts: readonly DemoPart[] = [
  seedOrg, seedSite, seedApps, seedForms, seedProcesses, seedCalendar, seedSearch, seedMessages, seedMatters, seedNotices,
  seedOpenClients, seedSystem, seedGrants, seedFeedback, seedBookings, seedFillins, seedDocuments, seedRatings,
  // The data center reads the services the parts before it add (the fill-ins' missions among them): it comes last,
  // but for supervision's figures, counted from every part's dated applications.
  seedReports, seedSupervision,
];

/** Whether the database already holds a campus: the site settings mark it (the demo's or an administrator's). */
export async function isSeeded(db: DbOrTx): Promise<boolean> {
  return isConfigured(db);
}

export async function seedDemoCampus(db: Db): Promise<void> {
  const campus: DemoCampus = { random: createRandom(20261122), departmentIds: new Map(), appIds: new Map() };
  // The parts run the areas' use cases, which may ask a higher area's hooks (an application's end tells bookings).
  collectAreaHooks(areaModules);
  await db.transaction().execute(async (tx) => {
    for (const part of demoParts) await part(tx, campus);
  });
}
