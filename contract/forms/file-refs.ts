/**
 * The files a submission refers to: the FileRefs in its Attachment fields, table cells included. The server checks
 * each is a stored file the submitter may attach, and a download is allowed where the file is in a form its reader
 * can see. Malformed entries are left to the validator.
 */
import type { FileRef, FormField, FormSchema, FormValues } from './schema';
import { isFileRef, ownValue } from './values';

function collect(fields: readonly FormField[], row: unknown, into: FileRef[]): void {
  for (const field of fields) {
    const value = ownValue(row, field.id);
    if (!Array.isArray(value)) continue;
    if (field.type === 'Attachment') into.push(...value.filter(isFileRef));
    else if (field.type === 'RepeatTable') for (const cells of value) collect(field.columns, cells, into);
  }
}

/** The FileRef objects of the values (the same objects, in field order), for the fields the schema has. */
export function fileRefsIn(schema: FormSchema, values: FormValues | unknown): FileRef[] {
  const refs: FileRef[] = [];
  collect(schema.fields, values, refs);
  return refs;
}

type AttachmentField = Extract<FormField, { type: 'Attachment' }>;

/** The Attachment field with this id, a table's column included. */
export function attachmentField(schema: FormSchema, id: string): AttachmentField | undefined {
  const fields = schema.fields.flatMap((f) => (f.type === 'RepeatTable' ? [f, ...f.columns] : [f]));
  const found = fields.find((f) => f.id === id);
  return found?.type === 'Attachment' ? found : undefined;
}
