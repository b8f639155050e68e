import type { ColumnType, Generated } from 'kysely';
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';

type Json<T> = ColumnType<T, string, string>;

/** A service's draft: the form and process as the designers left them. */
export interface ServiceDesignsTable {
  app_id: number;
  form: Json<FormSchema>;
  process: Json<ProcessDefinition>;
  version: Generated<number>;
  updated_by: string;
  updated_at: Generated<Date>;
}

/** A publication of a service's form and process together; null where the service had none. */
export interface ServiceReleasesTable {
  id: Generated<number>;
  app_id: number;
  release: number;
  form_version_id: number | null;
  process_version_id: number | null;
  /** Null for the versions the service was set up with, recorded at its first release. */
  published_by: string | null;
  published_at: Generated<Date>;
}
