/** What a process node may do with each field (schema.ts `permissions`). */
import type { FieldAccess, FormField, FormSchema, FormValues, START_NODE_ID } from './schema';
import { isEmptyValue, ownValue } from './values';

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

/** Whether a step after the applicant's may fill the field in. */
function filledLater(field: FormField): boolean {
  return Object.entries(field.permissions ?? {}).some(([node, access]) => node !== START_NODE && access === 'edit');
}

/**
 * The fields a reader of an application sees at a node, in form order. An approver sees what their step shows; the
 * applicant (the start node) also reads what a later step filled in, once it holds a value, unless the definition
 * keeps it from them (`hidden_from_applicant`).
 */
export function readableFields(schema: FormSchema, nodeId: string, values: FormValues): FormField[] {
  if (nodeId !== START_NODE) return visibleFields(schema, nodeId);
  return schema.fields.filter(
    (field) =>
      fieldAccess(field, START_NODE) !== 'hidden' ||
      (!field.hidden_from_applicant && filledLater(field) && !isEmptyValue(field, ownValue(values, field.id))),
  );
}
