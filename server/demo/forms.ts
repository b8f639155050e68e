/** Version 1 of each demo service's form. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import type { DemoCampus } from './demo-campus';
import { flatten, services } from './campus/services';
import { publishForm } from '../src/modules/forms/forms.service';

export async function seedForms(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  for (const service of flatten(services)) {
    const appId = campus.appIds.get(service.name);
    if (service.form && appId !== undefined) await publishForm(tx, appId, service.form);
  }
}
