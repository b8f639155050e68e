/**
 * Applies what a directory says of a department or a post, one transaction per change: written through the org
 * area, linked with a new version, and recorded in the audit trail with before and after. A department's members
 * move into it; the people this directory brought who are no longer listed move out (others stay where they are).
 */
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import { recordChange } from '../audit/audit.service';
import * as feed from '../org/feed.service';
import * as q from './directory.queries';
import type { DirectoryConnectorRow, DirectoryLinkRow } from './directory.table';

export interface DepartmentChange {
  /** The department to change; else the one with the code, or a new one. */
  id?: number;
  code: string;
  name: string;
  parentId: number | null;
  headUid: string | null;
  externalId: string | null;
  /** Who is in it; undefined leaves the members as they are. */
  members?: string[];
}

async function checkMembers(tx: DbOrTx, uids: string[]): Promise<void> {
  if (!(await feed.allAccountsExist(tx, uids))) throw new DomainError('directory.unknownMember');
}

export async function applyDepartment(db: DbOrTx, connector: DirectoryConnectorRow, change: DepartmentChange, at: Date): Promise<DirectoryLinkRow> {
  return inTransaction(db, async (tx) => {
    const known = change.id ?? (await feed.departmentByCode(tx, change.code))?.id;
    const [before] = known === undefined ? [] : await feed.departmentsById(tx, [known]);
    const owner = known === undefined ? undefined : await q.ownerLink(tx, 'department', String(known));
    if (owner && owner.connector_id !== connector.id) throw new DomainError('directory.otherSource');
    if (change.headUid) await checkMembers(tx, [change.headUid]);
    const id = await feed.saveDepartment(tx, { id: known, code: change.code, name: change.name, parentId: change.parentId, headUid: change.headUid });
    if (change.members) {
      await checkMembers(tx, change.members);
      const listed = new Set(change.members);
      const leaving: string[] = [];
      for (const { uid } of await feed.membersOf(tx, id)) if (!listed.has(uid) && (await q.link(tx, connector.id, 'user', uid))) leaving.push(uid);
      await feed.moveToDepartment(tx, leaving, null);
      await feed.moveToDepartment(tx, change.members, id);
    }
    const link = await q.touchLink(tx, { connector_id: connector.id, kind: 'department', local_id: String(id), external_id: change.externalId, attributes: JSON.stringify({ displayName: change.name }) }, at);
    const [after] = await feed.departmentsById(tx, [id]);
    await recordChange(tx, { actorUid: `directory:${connector.id}`, area: 'directory', entity: 'department', entityId: id, action: before ? 'update' : 'create', summary: change.name, before: before ?? null, after: { ...after, members: change.members ?? null } });
    return link;
  });
}

export interface PostChange {
  code: string;
  displayName: string;
  departmentId: number | null;
  externalId: string | null;
  members: string[];
}

export async function applyPost(db: DbOrTx, connector: DirectoryConnectorRow, change: PostChange, at: Date): Promise<DirectoryLinkRow> {
  return inTransaction(db, async (tx) => {
    const owner = await q.ownerLink(tx, 'post', change.code);
    if (owner && owner.connector_id !== connector.id) throw new DomainError('directory.otherSource');
    await checkMembers(tx, change.members);
    const before = await feed.postHolders(tx, change.code);
    await feed.setPostHolders(tx, change.code, change.departmentId, change.members);
    const link = await q.touchLink(tx, { connector_id: connector.id, kind: 'post', local_id: change.code, external_id: change.externalId, attributes: JSON.stringify({ displayName: change.displayName, department: change.departmentId }) }, at);
    await recordChange(tx, { actorUid: `directory:${connector.id}`, area: 'directory', entity: 'post', entityId: change.code, action: owner ? 'update' : 'create', summary: change.displayName, before: { holders: before }, after: { holders: change.members, department_id: change.departmentId } });
    return link;
  });
}

/** A group gone from the directory: a post loses its holders; a department stays (records name it), unlinked. */
export async function removeGroup(db: DbOrTx, connector: DirectoryConnectorRow, kind: 'department' | 'post', localId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (kind === 'post') await feed.setPostHolders(tx, localId, null, []);
    await q.deleteLink(tx, connector.id, kind, localId);
    await recordChange(tx, { actorUid: `directory:${connector.id}`, area: 'directory', entity: kind, entityId: localId, action: 'unlink', before: { local_id: localId }, after: null });
  });
}
