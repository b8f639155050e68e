/** Version 1 of each demo service's process. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import type { DemoCampus } from './demo-campus';
import { flatten, services } from './campus/services';
import { publishProcess } from '../src/modules/processes/processes.service';

export async function seedProcesses(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  for (const service of flatten(services)) {
    const appId = campus.appIds.get(service.name);
    if (service.process && appId !== undefined) await publishProcess(tx, appId, service.process);
  }
}
