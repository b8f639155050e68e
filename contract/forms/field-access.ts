/** What a process node may do with each field (schema.ts `permissions`). */
import type { FieldAccess, FormField, FormSchema, START_NODE_ID } from './schema';
import { ownValue } from './values';

// The value of schema.ts's START_NODE_ID, restated so the client does not load TypeBox; its type ties the two.
export const START_NODE: typeof START_NODE_ID = 'start';

/** A node's own setting, else edit at the applicant's start node and read everywhere else. */
export function fieldAccess(field: Pick<FormField, 'permissions'>, nodeId: string): FieldAccess {
  const own = ownValue(field.permissions, nodeId) as FieldAccess | undefined;
  return own ?? (nodeId === START_NODE ? 'edit' : 'read');
}

/** The fields a node shows, editable or read-only, in form order. */
export function visibleFields(schema: FormSchema, nodeId: string): FormField[] {
  return schema.fields.filter((field) => fieldAccess(field, nodeId) !== 'hidden');
}
