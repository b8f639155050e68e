/**
 * The directory connectors in the back office (admin:people): SCIM clients with their tokens (answered once, kept
 * hashed), LDAP connectors with their settings (the bind password kept, never answered), and what each did. Every
 * change is one transaction with its line in the audit trail, secrets left out.
 */
import type { DirectoryConnector, DirectoryRun } from '../../../../../contract/calls/directory';
import { LDAP_DEFAULT_MAPPING, type LdapField } from '../../../../../contract/calls/directory';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import { recordChange } from '../../audit/audit.service';
import * as org from '../../org/org.service';
import type { SessionUser } from '../../org/org.service';
import * as q from '../directory.queries';
import { newToken, tokenHash } from '../tokens';
import type { DirectoryConnectorRow, LdapSettings } from '../directory.table';
import { schedulePull } from '../ldap/pull-job';

export async function connectors(db: DbOrTx): Promise<DirectoryConnector[]> {
  const [rows, runs] = await Promise.all([q.connectors(db), q.runSummaries(db)]);
  const byConnector = new Map(runs.map((r) => [r.connector_id, r]));
  const names = await org.peopleNames(db, rows.map((r) => r.fallback_uid));
  return rows.map((r) => {
    const run = byConnector.get(r.id);
    const s = r.settings;
    return {
      id: r.id,
      kind: r.kind,
      name: r.name,
      enabled: r.enabled ? 1 : 0,
      fallback_uid: r.fallback_uid ?? '',
      fallback_name: r.fallback_uid ? (names.get(r.fallback_uid) ?? '') : '',
      ldap: r.kind === 'ldap' ? { url: s.url ?? '', bind_dn: s.bind_dn ?? '', has_password: r.secret ? 1 : 0, base_dns: s.base_dns ?? [], filter: s.filter ?? '', mapping: { ...LDAP_DEFAULT_MAPPING, ...s.mapping }, every_minutes: s.every_minutes ?? 3 } : null,
      last_run_at: campusDateTime(run?.last_run_at ? new Date(run.last_run_at) : null),
      changes: Number(run?.changes ?? 0),
      errors: Number(run?.errors ?? 0),
      last_error: run?.last_error ?? '',
      version: r.version,
    };
  });
}

export async function runs(db: DbOrTx, id: number): Promise<DirectoryRun[]> {
  return (await q.recentRuns(db, id, 50)).map((r) => ({
    id: String(r.id), started_at: campusDateTime(r.started_at), finished_at: campusDateTime(r.finished_at), changes: r.changes, errors: r.errors, error: r.error,
  }));
}

async function checkedFallback(db: DbOrTx, uid: string | undefined): Promise<string | null> {
  if (!uid) return null;
  if (!(await org.activePeopleNames(db, [uid])).has(uid)) throw new DomainError('org.unknownPerson');
  return uid;
}

/** What the trail keeps of a connector: everything but its token hash and bind password. */
const trailed = (r: Pick<DirectoryConnectorRow, 'kind' | 'name' | 'settings' | 'fallback_uid' | 'enabled'>) => ({ kind: r.kind, name: r.name, settings: r.settings, fallback_uid: r.fallback_uid, enabled: r.enabled });

export async function addScimClient(db: DbOrTx, user: SessionUser, input: { name: string; fallback_uid?: string }): Promise<{ id: number; token: string }> {
  return inTransaction(db, async (tx) => {
    const token = newToken();
    const row = { kind: 'scim' as const, name: input.name, token_hash: tokenHash(token), settings: '{}', secret: null, fallback_uid: await checkedFallback(tx, input.fallback_uid), updated_by: org.actorOf(user) };
    const { id } = await q.insertConnector(tx, row);
    await recordChange(tx, { actorUid: org.actorOf(user), area: 'directory', entity: 'connector', entityId: id, action: 'create', summary: input.name, before: null, after: trailed({ ...row, settings: {}, enabled: true }) });
    return { id, token };
  });
}

async function lastSave(db: DbOrTx, id: number) {
  return org.lastSaveOf(db, await q.connector(db, id));
}

export async function rotateScimToken(db: DbOrTx, user: SessionUser, id: number, version: number): Promise<{ token: string }> {
  return inTransaction(db, async (tx) => {
    const before = await q.connector(tx, id);
    if (!before) throw new DomainError('directory.notFound');
    if (before.kind !== 'scim') throw new DomainError('directory.notScim');
    const token = newToken();
    await savedOrConflict(await q.updateConnector(tx, id, version, { token_hash: tokenHash(token), updated_by: org.actorOf(user) }), () => lastSave(tx, id));
    await recordChange(tx, { actorUid: org.actorOf(user), area: 'directory', entity: 'connector', entityId: id, action: 'rotate_secret', summary: before.name, before: trailed(before), after: trailed(before) });
    return { token };
  });
}

export interface LdapInput {
  id?: number;
  version?: number;
  name: string;
  url: string;
  bind_dn: string;
  password?: string;
  base_dns: string;
  filter?: string;
  mapping?: string;
  every_minutes?: number;
  fallback_uid?: string;
  enabled?: 0 | 1;
}

/** `field=attribute, …` as a mapping; a field the portal does not have is refused. */
function parsedMapping(text: string | undefined): Record<string, string> {
  const pairs = (text ?? '').split(',').map((p) => p.trim()).filter(Boolean).map((p) => p.split('=').map((s) => s.trim()));
  const fields = Object.keys(LDAP_DEFAULT_MAPPING);
  if (pairs.some((p) => p.length !== 2 || !fields.includes(p[0]) || !/^[A-Za-z][\w-]*$/.test(p[1]))) throw new DomainError('directory.badMapping', { fields: fields.join(', ') });
  return Object.fromEntries(pairs) as Partial<Record<LdapField, string>>;
}

export async function saveLdapConnector(db: DbOrTx, user: SessionUser, input: LdapInput, now: Date): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    const settings: LdapSettings = {
      url: input.url.trim(),
      bind_dn: input.bind_dn.trim(),
      base_dns: input.base_dns.split('\n').map((s) => s.trim()).filter(Boolean),
      filter: (input.filter ?? '').trim(),
      mapping: parsedMapping(input.mapping),
      every_minutes: input.every_minutes ?? 3,
    };
    const fallback = await checkedFallback(tx, input.fallback_uid);
    const enabled = input.enabled !== 0;
    const actor = org.actorOf(user);
    const after = { kind: 'ldap' as const, name: input.name, settings, fallback_uid: fallback, enabled };
    let id = input.id;
    if (id === undefined) {
      ({ id } = await q.insertConnector(tx, { kind: 'ldap', name: input.name, token_hash: null, settings: JSON.stringify(settings), secret: input.password || null, fallback_uid: fallback, updated_by: actor }));
      await recordChange(tx, { actorUid: actor, area: 'directory', entity: 'connector', entityId: id, action: 'create', summary: input.name, before: null, after });
    } else {
      const before = await q.connector(tx, id);
      if (!before) throw new DomainError('directory.notFound');
      if (before.kind !== 'ldap') throw new DomainError('directory.notLdap');
      const set = { name: input.name, settings: JSON.stringify(settings), fallback_uid: fallback, enabled, updated_by: actor, ...(input.password ? { secret: input.password } : {}) };
      await savedOrConflict(await q.updateConnector(tx, id, input.version ?? 0, set), () => lastSave(tx, id!));
      await recordChange(tx, { actorUid: actor, area: 'directory', entity: 'connector', entityId: id, action: 'update', summary: input.name, before: trailed(before), after });
    }
    await schedulePull(tx, id, enabled ? now : null);
    return { id };
  });
}

/** Pulls an LDAP connector at once (its next turn comes after this run). */
export async function runNow(db: DbOrTx, id: number, now: Date): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const row = await q.connector(tx, id);
    if (!row) throw new DomainError('directory.notFound');
    if (row.kind !== 'ldap') throw new DomainError('directory.notLdap');
    await schedulePull(tx, id, now);
    return {};
  });
}
