/** Adding resources to the booking hall, with their units; descriptions are sanitised as notices' bodies are. */
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import * as forms from '../forms/forms.service';
import type { BookingResourcesTable } from './bookings.table';
import * as q from './resources.queries';

export type NewResource = Omit<Insertable<BookingResourcesTable>, 'id' | 'created_at' | 'counsellor_uid'>;

/** Adds a resource (not a consultation: a counsellor's is made by their first published hours) and its units in order. */
export async function addResource(db: DbOrTx, resource: NewResource, unitLabels: string[]): Promise<number> {
  const { id } = await q.insertResource(db, {
    ...resource,
    description: forms.sanitizeRichText(resource.description ?? ''),
    description_en: forms.sanitizeRichText(resource.description_en ?? ''),
  });
  if (unitLabels.length) await q.insertUnits(db, id, unitLabels);
  return id;
}
