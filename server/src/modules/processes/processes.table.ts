import type { ColumnType, Generated } from 'kysely';
import type { ProcessDefinition } from '../../../../contract/process/definition';

export interface ProcessVersionsTable {
  id: Generated<number>;
  app_id: number;
  version: number;
  definition: ColumnType<ProcessDefinition, string, string>;
  created_at: Generated<Date>;
}
