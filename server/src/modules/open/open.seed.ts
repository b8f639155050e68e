import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DemoCampus } from '../../seed/demo-campus';
import { demoOpenClients } from '../../seed/services';
import { registerClient } from './open.service';

/** The demo campus's third-party clients, with the secrets the README gives (demo only). */
export async function seedOpenClients(tx: Transaction<Database>, _campus: DemoCampus): Promise<void> {
  for (const client of demoOpenClients) await registerClient(tx, client);
}
