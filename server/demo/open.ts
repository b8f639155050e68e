import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import type { DemoCampus } from './demo-campus';
import { demoOpenClients } from './campus/services';
import { registerClient } from '../src/modules/open/open.service';

/** The demo campus's third-party clients, with the secrets the README gives (demo only). */
export async function seedOpenClients(tx: Transaction<Database>, _campus: DemoCampus): Promise<void> {
  for (const client of demoOpenClients) await registerClient(tx, client);
}
