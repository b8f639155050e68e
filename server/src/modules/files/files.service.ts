/**
 * Files as the rest of the server sees them. A file belongs to its uploader until it goes into a form: a submission
 * may refer only to files its submitter uploaded, or to files its application already holds. The stored record's
 * name and size are the truth, whatever the client says they are.
 */
import type { FileRef } from '../../../../contract/forms/schema';
import { fileExtension } from '../../../../contract/forms/field-rules';
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { safeFileName } from './file-name';
import * as q from './files.queries';

/**
 * Refuses a submission naming a file that does not exist or that someone else uploaded (unless the application
 * already holds it: `kept`), as one answer, so a refusal tells nothing of other people's files. The submitter's agent
 * (`agentUid`, who submits for them under a grant) may attach their own uploads too. Writes each stored file's name
 * and size into its reference.
 */
export async function checkAttachments(db: DbOrTx, input: { uid: string; agentUid?: string; refs: FileRef[]; kept: ReadonlySet<string> }): Promise<void> {
  if (input.refs.length === 0) return;
  const records = new Map((await q.filesByIds(db, [...new Set(input.refs.map((r) => r.id))])).map((r) => [r.id, r]));
  const mayAttach = (uploader: string | undefined) => uploader !== undefined && (uploader === input.uid || uploader === input.agentUid);
  const refused = input.refs.filter((r) => !input.kept.has(r.id) && !mayAttach(records.get(r.id)?.uploader_uid));
  if (refused.length) throw new DomainError('files.notYours', { names: [...new Set(refused.map((r) => safeFileName(r.name)))].join('、') });
  for (const ref of input.refs) {
    const record = records.get(ref.id);
    if (record) Object.assign(ref, { name: record.name, size: record.size });
  }
}

/** Remembers that the submitter attached their own files among these to an application of the service (fill less). */
export async function recordUses(db: DbOrTx, input: { uid: string; appId: number; refs: FileRef[] }): Promise<void> {
  await q.recordUses(db, { uid: input.uid, appId: input.appId, ids: [...new Set(input.refs.map((r) => r.id))] });
}

const DEMO_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** The demo campus's attachments as records of their applicant's, without content (the seed writes no files). */
export async function recordDemoFiles(db: DbOrTx, uid: string, refs: FileRef[]): Promise<void> {
  await q.insertDemoFiles(
    db,
    refs.map((r) => {
      const ext = fileExtension(r.name);
      return { id: r.id, uploader_uid: uid, category: 'form', name: r.name, ext, mime: DEMO_TYPES[ext] ?? 'application/octet-stream', size: r.size, stored_name: null };
    }),
  );
}

/** Remembers that an application's form holds these files, so its participants may reach them. */
export async function recordAttachments(db: DbOrTx, instanceId: string, refs: FileRef[]): Promise<void> {
  await q.recordAttachments(db, instanceId, [...new Set(refs.map((r) => r.id))]);
}

/** Of the stored files `ids`, those an upload with thumb=1 gave a thumbnail (download with thumb=1). */
export async function thumbnailed(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  return new Set(await q.withThumbnails(db, [...ids]));
}

/** The applications holding each of the stored files `ids` (none for a file no form holds yet). */
export async function applicationsHolding(db: DbOrTx, ids: readonly string[]): Promise<string[][]> {
  const held = new Map<string, string[]>();
  for (const row of await q.filesWithApplications(db, ids)) {
    held.set(row.id, [...(held.get(row.id) ?? []), ...(row.instance_id === null ? [] : [String(row.instance_id)])]);
  }
  return [...held.values()];
}
