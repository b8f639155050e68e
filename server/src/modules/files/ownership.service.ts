/**
 * The files area's answer to the ownership guard (server/src/http/ownership.ts): a file belongs to its uploader, to
 * the participants of every application whose form holds it (the area of applications says who takes part, as its
 * `fileHolders` hook), and to whoever another area holding it lets read it (`fileReaders`: feedback's attachments,
 * for the feedback inbox's administrators). Whether a participant's view of the form shows the file is the download's own, finer check.
 */
import { areaHooks } from '../area-hooks';
import type { OwnershipResolver } from '../area-module';
import * as q from './files.queries';

export const mayTouchFiles: OwnershipResolver = async (db, user, ids) => {
  if (ids.length === 0) return true;
  const rows = await q.filesWithApplications(db, ids);
  const heldIn = new Map<string, string[]>();
  for (const row of rows) {
    if (row.uploader_uid === user.uid) continue;
    heldIn.set(row.id, [...(heldIn.get(row.id) ?? []), ...(row.instance_id === null ? [] : [String(row.instance_id)])]);
  }
  const own = new Set(rows.filter((r) => r.uploader_uid === user.uid).map((r) => r.id));
  if (ids.some((id) => !own.has(id) && !heldIn.has(id))) return false;
  if (heldIn.size === 0) return true;
  const readable = new Set<string>();
  for (const readers of areaHooks().fileReaders) for (const id of await readers(db, user.uid, [...heldIn.keys()])) readable.add(id);
  const rest = [...heldIn].filter(([id]) => !readable.has(id));
  if (rest.length === 0) return true;
  const through = new Set(await areaHooks().fileHolders.instancesTakenPartIn(db, [...new Set(rest.flatMap(([, instances]) => instances))], user.uid));
  return rest.every(([, instances]) => instances.some((id) => through.has(id)));
};
