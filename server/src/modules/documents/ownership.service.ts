/**
 * The documents area's answers to the ownership guard and the files area: a document is its drafter's, its office
 * managers', its reviewers' (also anyone who held a task on its review application, say after a transfer), its
 * receiving departments' clerks' and its readers'; an attachment of a document is for whoever may open it.
 */
import type { DbOrTx } from '../../db/database';
import type { FileReaders, OwnershipResolver } from '../area-module';
import { instancesTakenPartIn } from '../matters/ownership.service';
import * as org from '../org/org.service';
import * as q from './documents.queries';
import { reachOf } from './roles';

const isRowId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

async function mayOpen(db: DbOrTx, uid: string, ids: number[]): Promise<Set<number>> {
  const user = await org.activeUser(db, uid);
  if (!user) return new Set();
  const seen = new Set(await q.reachable(db, ids, await reachOf(db, user)));
  const rest = ids.filter((id) => !seen.has(id));
  if (rest.length) {
    const apps = await q.applicationsOf(db, rest);
    const tookPart = new Set(await instancesTakenPartIn(db, apps.map((a) => a.inst_id), uid));
    for (const a of apps) if (tookPart.has(a.inst_id)) seen.add(a.id);
  }
  return seen;
}

export const mayTouchDocuments: OwnershipResolver = async (db, user, ids) => {
  if (ids.length === 0) return true;
  if (!ids.every(isRowId)) return false;
  const wanted = [...new Set(ids.map(Number))];
  return (await mayOpen(db, user.uid, wanted)).size === wanted.length;
};

export const documentFileReaders: FileReaders = async (db, uid, fileIds) => {
  const holding = await q.documentsHoldingFiles(db, fileIds);
  const open = await mayOpen(db, uid, [...new Set(holding.map((h) => h.id))]);
  return new Set(holding.filter((h) => open.has(h.id)).map((h) => h.file_id));
};

