/**
 * One pull of an LDAP connector, in the job's transaction with the connector row locked (one pull at a time): the
 * units and people changed since the high-water mark, each applied in a savepoint of its own (a change that fails
 * is undone alone and counted as an error), then the people gone from the tree leave, and the mark moves on. Applying
 * the same entries again changes nothing, so a pull may safely start again from the mark.
 */
import type { Entry } from 'ldapts';
import type { DbOrTx } from '../../../db/database';
import * as feed from '../../org/feed.service';
import { applyPerson, identityTypeOf, removePerson, type Sessions } from '../changes.service';
import * as q from '../directory.queries';
import type { DirectoryConnectorRow } from '../directory.table';
import { applyDepartment } from '../group-changes.service';
import { first, mappingOf, readDirectory } from './ldap-reader';

interface Tally {
  changes: number;
  errors: number;
  error: string;
}

async function counted(tx: DbOrTx, tally: Tally, what: string, work: () => Promise<boolean>): Promise<void> {
  try {
    if (await q.inSavepoint(tx, work)) tally.changes += 1;
  } catch (err) {
    tally.errors += 1;
    tally.error = `${what}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
  }
}

/** A unit's parent: the unit its DN sits under, when that is a unit too. */
const parentOu = (dn: string) => /^[^,]+,ou=([^,]+),/i.exec(dn)?.[1] ?? null;

async function applyUnit(tx: DbOrTx, connector: DirectoryConnectorRow, unit: Entry, now: Date): Promise<boolean> {
  const code = first(unit, 'ou');
  if (!code) return false;
  const existing = await feed.departmentByCode(tx, code);
  const parentCode = parentOu(unit.dn);
  const parent = parentCode ? await feed.departmentByCode(tx, parentCode) : undefined;
  const change = { id: existing?.id, code, name: first(unit, 'description') ?? existing?.name ?? code, parentId: parent?.id ?? existing?.parent_id ?? null, headUid: existing?.head_uid ?? null, externalId: first(unit, 'entryUUID') ?? unit.dn };
  const link = await q.link(tx, connector.id, 'department', String(existing?.id ?? ''));
  if (existing && link && existing.name === change.name && existing.parent_id === change.parentId) return false;
  await applyDepartment(tx, connector, change, now);
  return true;
}

async function applyEntry(tx: DbOrTx, sessions: Sessions, connector: DirectoryConnectorRow, entry: Entry, now: Date): Promise<boolean> {
  const m = mappingOf(connector.settings);
  const number = first(entry, m.number);
  if (!number) return false;
  const code = first(entry, m.department);
  const department = code ? await feed.departmentByCode(tx, code) : undefined;
  const person = {
    number,
    name: first(entry, m.name) ?? number,
    identityType: identityTypeOf(first(entry, m.identity)),
    identityName: null,
    departmentId: department?.id ?? null,
    mobile: first(entry, m.mobile),
    email: first(entry, m.email),
    active: true,
    personKey: first(entry, m.person),
  };
  return (await applyPerson(tx, sessions, connector, { person, externalId: first(entry, 'entryUUID') ?? entry.dn, attributes: {} }, now)).changed;
}

/** Pulls the connector once; answers its minutes between pulls, or undefined when it is gone or off. */
export async function pull(tx: DbOrTx, sessions: Sessions, connectorId: number, now: Date): Promise<number | undefined> {
  const connector = await q.lockConnector(tx, connectorId);
  if (!connector || connector.kind !== 'ldap' || !connector.enabled) return undefined;
  const { id: runId } = await q.insertRun(tx, { connector_id: connector.id, started_at: now, finished_at: null, changes: 0, errors: 0, error: '' });
  const tally: Tally = { changes: 0, errors: 0, error: '' };
  try {
    const read = await readDirectory(connector.settings, connector.secret, connector.high_water);
    // Parents before their children: a DN with fewer parts is higher in the tree.
    const units = [...read.units].sort((a, b) => a.dn.split(',').length - b.dn.split(',').length);
    for (const unit of units) await counted(tx, tally, unit.dn, () => applyUnit(tx, connector, unit, now));
    for (const entry of read.people) await counted(tx, tally, entry.dn, () => applyEntry(tx, sessions, connector, entry, now));
    const gone = (await q.linksOf(tx, connector.id, 'user')).filter((l) => !read.present.has(l.local_id));
    for (const link of gone) await counted(tx, tally, link.local_id, async () => (await removePerson(tx, sessions, connector, link.local_id), true));
    const stamps = [...read.units, ...read.people].map((e) => first(e, 'modifyTimestamp')).filter((s): s is string => !!s);
    const mark = stamps.reduce((a, b) => (b > a ? b : a), connector.high_water ?? '');
    if (mark) await q.setHighWater(tx, connector.id, mark);
  } catch (err) {
    tally.errors += 1;
    tally.error = `${connector.settings.url}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
  }
  await q.finishRun(tx, runId, { finished_at: new Date(), ...tally });
  return connector.settings.every_minutes ?? 3;
}
