import type { ColumnType, Generated } from 'kysely';
import type { FormSchema, FormValues } from '../../../../contract/forms/schema';

type Json<T> = ColumnType<T, string, string>;

export interface FormVersionsTable {
  id: Generated<number>;
  app_id: number;
  version: number;
  schema: Json<FormSchema>;
  created_at: Generated<Date>;
}

export interface FormSubmissionsTable {
  id: Generated<string>;
  form_version_id: number;
  uid: string;
  values: Json<FormValues>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FormDraftsTable {
  uid: string;
  app_id: number;
  form_version_id: number;
  values: Json<FormValues>;
  updated_at: Generated<Date>;
}
