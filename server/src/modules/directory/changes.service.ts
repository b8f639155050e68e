/**
 * Applies what a directory says of a person, one transaction per change (the caller's): the account is written
 * through the org area, the link to the source's resource gets a new version, the change goes into the audit trail
 * with before and after, and a departure hands the person's pending tasks on and ends their sign-ins once it commits.
 * A move between departments needs nothing more: approvers are resolved when an application reaches a step, so new
 * applications go to the new department's head while running ones keep the approvers they have.
 */
import type { DbOrTx } from '../../db/database';
import { afterCommit, inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import { recordChange } from '../audit/audit.service';
import * as feed from '../org/feed.service';
import type { FeedPerson, IncomingPerson } from '../org/feed.service';
import { handOver } from '../out-of-office/out-of-office.service';
import * as q from './directory.queries';
import type { DirectoryConnectorRow, DirectoryLinkRow } from './directory.table';

/** What ends a person's sign-ins: the server's session store, when the change runs where one is at hand. */
export type Sessions = { endAllForUser(uid: string): Promise<number> } | undefined;

export interface PersonChange {
  person: IncomingPerson;
  /** The account to change; else the one with the person's number, or a new one. */
  uid?: string;
  externalId: string | null;
  attributes: Record<string, unknown>;
}

/** Attributes as comparable text: jsonb keeps keys in its own order. */
const flat = (attributes: Record<string, unknown>) => JSON.stringify(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)));

const actorOf = (connector: Pick<DirectoryConnectorRow, 'id'>) => `directory:${connector.id}`;

const IDENTITY_TYPES: Record<string, IncomingPerson['identityType']> = { staff: 'staff', employee: 'staff', faculty: 'staff', teacher: 'staff', student: 'student' };

/** A directory's word for a kind of person (userType, employeeType) as an identity type; other words are 'other'. */
export const identityTypeOf = (word: string | null | undefined): IncomingPerson['identityType'] => IDENTITY_TYPES[(word ?? '').toLowerCase()] ?? 'other';

/**
 * Saves one person as the connector describes them; answers their link (version and time of the last change) and
 * whether anything changed: the same description again writes nothing.
 */
export async function applyPerson(db: DbOrTx, sessions: Sessions, connector: DirectoryConnectorRow, change: PersonChange, at: Date): Promise<{ link: DirectoryLinkRow; changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const { before, after, changed } = await feed.savePerson(tx, change.person, change.uid);
    const owner = await q.ownerLink(tx, 'user', after.uid);
    if (owner && owner.connector_id !== connector.id) throw new DomainError('directory.otherSource');
    const kept = await q.link(tx, connector.id, 'user', after.uid);
    if (!changed && kept && kept.external_id === change.externalId && flat(kept.attributes) === flat(change.attributes)) return { link: kept, changed: false };
    const link = await q.touchLink(tx, { connector_id: connector.id, kind: 'user', local_id: after.uid, external_id: change.externalId, attributes: JSON.stringify(change.attributes) }, at);
    if (before?.status === 1 && after.status !== 1) await departure(tx, sessions, connector, after.uid);
    await recordChange(tx, {
      actorUid: actorOf(connector),
      area: 'directory',
      entity: 'person',
      entityId: after.uid,
      action: !before ? 'create' : before.status === 1 && after.status !== 1 ? 'deactivate' : before.status !== 1 && after.status === 1 ? 'reactivate' : 'update',
      summary: `${after.name} ${after.number}`,
      before: before ? snapshot(before) : null,
      after: snapshot(after),
    });
    return { link, changed: true };
  });
}

/** A person no longer in the directory: their account is turned off as if deactivated, and the link dropped. */
export async function removePerson(db: DbOrTx, sessions: Sessions, connector: DirectoryConnectorRow, uid: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await feed.feedPeople(tx, [uid]);
    if (!before) return;
    await q.deleteLink(tx, connector.id, 'user', uid);
    if (before.status !== 1) return;
    await feed.setPersonActive(tx, uid, false);
    await departure(tx, sessions, connector, uid);
    await recordChange(tx, { actorUid: actorOf(connector), area: 'directory', entity: 'person', entityId: uid, action: 'deactivate', summary: `${before.name} ${before.number}`, before: snapshot(before), after: { ...snapshot(before), status: 0 } });
  });
}

/**
 * A person leaves: their pending tasks go to the head of their department (else the connector's fallback person),
 * each move a step in its application's history with a message to the new holder (the flows' hand-over, as for a
 * period away), and once this commits their sign-ins end.
 */
async function departure(tx: DbOrTx, sessions: Sessions, connector: DirectoryConnectorRow, uid: string): Promise<void> {
  const to = (await feed.departmentHeadOf(tx, uid)) ?? (connector.fallback_uid !== uid ? connector.fallback_uid : null);
  if (to) await handOver(tx, { assignee: uid, owner: null }, to, undefined);
  afterCommit(tx, () => void sessions?.endAllForUser(uid).catch(() => undefined));
}

const snapshot = (p: FeedPerson) => ({
  number: p.number, name: p.name, identity_type: p.identity_type, identity_name: p.identity_name, department_id: p.department_id, status: p.status, person_id: p.person_id,
});
