/**
 * The back office's open-API clients: register, rotate the secret, disable and enable. A secret is answered once, to
 * the administrator who made it, and only its hash is stored; the trail records the change, never the secret or hash.
 */
import type { OpenClient, OpenClientSecret } from '../../../../contract/calls/open';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import * as apps from '../apps/apps.service';
import * as audit from '../audit/audit.service';
import type { SessionUser } from '../org/org.service';
import * as q from './open.queries';
import { newSecret, secretHash } from './open.service';

export async function clients(db: DbOrTx): Promise<OpenClient[]> {
  const rows = await q.clients(db);
  const services = await apps.servicesPerClient(db, rows.map((r) => r.appid));
  return rows.map((r) => ({
    appid: r.appid,
    name: r.name,
    created_at: campusDateTime(r.created_at),
    disabled: r.disabled_at ? 1 : 0,
    services: services.get(r.appid) ?? 0,
  }));
}

async function client(db: DbOrTx, appid: string): Promise<OpenClient> {
  const found = (await clients(db)).find((c) => c.appid === appid);
  if (!found) throw new DomainError('open.unknownClient');
  return found;
}

const trail = (user: SessionUser, appid: string, action: string, before: OpenClient | null, after: OpenClient) => ({
  actorUid: user.actor_uid ?? user.uid,
  area: 'open',
  entity: 'open_client',
  entityId: appid,
  action,
  summary: after.name,
  before,
  after,
});

export async function register(db: DbOrTx, user: SessionUser, input: { appid: string; name: string }): Promise<OpenClientSecret> {
  const secret = newSecret();
  return inTransaction(db, async (tx) => {
    const added = await q.insertClient(tx, { appid: input.appid, name: input.name.trim(), secret_hash: secretHash(secret) });
    if (!added) throw new DomainError('open.clientExists', { appid: input.appid });
    const after = await client(tx, input.appid);
    await audit.recordChange(tx, trail(user, input.appid, 'create', null, after));
    return { appid: after.appid, name: after.name, secret };
  });
}

export async function rotateSecret(db: DbOrTx, user: SessionUser, appid: string): Promise<OpenClientSecret> {
  const secret = newSecret();
  return inTransaction(db, async (tx) => {
    const before = await client(tx, appid);
    await q.setSecretHash(tx, appid, secretHash(secret));
    await audit.recordChange(tx, trail(user, appid, 'rotate_secret', before, before));
    return { appid, name: before.name, secret };
  });
}

export async function setDisabled(db: DbOrTx, user: SessionUser, appid: string, disabled: boolean): Promise<OpenClient> {
  return inTransaction(db, async (tx) => {
    const before = await client(tx, appid);
    await q.setDisabled(tx, appid, disabled);
    const after = await client(tx, appid);
    await audit.recordChange(tx, trail(user, appid, disabled ? 'disable' : 'enable', before, after));
    return after;
  });
}
