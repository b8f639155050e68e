/**
 * Grants: one account lets another act for it (spec §6), for a span of campus dates and optionally only for some
 * services. The rules are contract/rules/grants.ts; this is where they meet the database. A grant is checked again on
 * every call made under it (server/src/http/acting.ts), so revoking it or letting it run out ends acting at once.
 */
import type { GrantedUser, MyGrant } from '../../../../contract/calls/account';
import { grantCovers, grantSpanProblem, grantStatus } from '../../../../contract/rules/grants';
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { GrantUse } from '../area-module';
import * as apps from '../apps/apps.service';
import * as audit from '../audit/audit.service';
import * as org from '../org/org.service';
import * as q from './grants.queries';

/** The most grants the user centre lists. */
const MY_GRANTS_LIMIT = 200;

export const today = () => campusDate(new Date());

/**
 * Whether `grantee` may act for `grantor` today, for the service `appId` when one is named. With several grants at
 * once, any one that covers the service is enough.
 */
export async function mayActFor(db: DbOrTx, grantor: string, grantee: string, appId?: number): Promise<boolean> {
  const grants = await q.validGrants(db, grantor, grantee, today());
  return grants.some((g) => appId === undefined || grantCovers(g.app_ids, appId));
}

/** The services `grantee` reaches acting for `grantor` today: undefined for every service (or no grant at all). */
export async function servicesReached(db: DbOrTx, grantor: string, grantee: string): Promise<number[] | undefined> {
  const grants = await q.validGrants(db, grantor, grantee, today());
  if (grants.length === 0 || grants.some((g) => g.app_ids.length === 0)) return undefined;
  return [...new Set(grants.flatMap((g) => g.app_ids))];
}

/** A call made, or refused, under a grant, in the audit log with both people. */
export async function recordGrantUse(db: DbOrTx, origin: audit.RequestOrigin, use: GrantUse): Promise<void> {
  const { outcome, uid, actorUid, reason, call } = use;
  await audit.record(db, origin, { event: 'grant_use', outcome, uid, actorUid, ...(reason === undefined ? {} : { reason }), detail: { call } });
}

/** The accounts that granted `grantee` today, one entry per account: the latest end and every service granted. */
export async function grantedToMe(db: DbOrTx, grantee: string, lang: Lang): Promise<GrantedUser[]> {
  const grants = await q.grantsTo(db, grantee, today());
  const people = await org.activePeopleCards(db, grants.map((g) => g.grantor_uid));
  const names = await apps.appNames(db, grants.flatMap((g) => g.app_ids), lang);
  const byGrantor = new Map<string, { end: string; all: boolean; appIds: Set<number> }>();
  for (const g of grants) {
    if (!people.has(g.grantor_uid)) continue;
    const entry = byGrantor.get(g.grantor_uid) ?? { end: g.end_date, all: false, appIds: new Set<number>() };
    if (g.end_date > entry.end) entry.end = g.end_date;
    if (g.app_ids.length === 0) entry.all = true;
    for (const id of g.app_ids) entry.appIds.add(id);
    byGrantor.set(g.grantor_uid, entry);
  }
  return [...byGrantor].map(([uid, entry]) => ({
    uid,
    name: people.get(uid)!.name,
    number: people.get(uid)!.number,
    end_date: entry.end,
    app_names: entry.all ? [] : [...entry.appIds].map((id) => names.get(id) ?? '').filter(Boolean),
  }));
}

async function shown(db: DbOrTx, rows: q.GrantRow[], lang: Lang): Promise<MyGrant[]> {
  const [people, names] = await Promise.all([org.activePeopleCards(db, rows.map((r) => r.grantee_uid)), apps.appNames(db, rows.flatMap((r) => r.app_ids), lang)]);
  const day = today();
  return rows.map((r) => ({
    id: String(r.id),
    grantee: { uid: r.grantee_uid, name: people.get(r.grantee_uid)?.name ?? '', number: people.get(r.grantee_uid)?.number ?? '' },
    start_date: r.start_date,
    end_date: r.end_date,
    app_ids: r.app_ids,
    app_names: r.app_ids.map((id) => names.get(id) ?? ''),
    status: grantStatus({ start_date: r.start_date, end_date: r.end_date, revoked: r.revoked_at !== null }, day),
  }));
}

export async function myGrants(db: DbOrTx, grantor: string, lang: Lang): Promise<MyGrant[]> {
  return shown(db, await q.grantsBy(db, grantor, MY_GRANTS_LIMIT), lang);
}

export interface NewGrant {
  granteeUid: string;
  startDate: string;
  endDate: string;
  appIds: number[];
}

export async function addGrant(db: DbOrTx, grantor: string, lang: Lang, input: NewGrant): Promise<MyGrant> {
  if (input.granteeUid === grantor) throw new DomainError('grants.self');
  const problem = grantSpanProblem(input.startDate, input.endDate, today());
  if (problem) throw new DomainError(`grants.${problem}`);
  if (!(await org.activePeopleCards(db, [input.granteeUid])).has(input.granteeUid)) throw new DomainError('forms.unknownPeople', { uids: input.granteeUid });
  const appIds = [...new Set(input.appIds)].sort((a, b) => a - b);
  const names = await apps.appNames(db, appIds, lang);
  if (names.size !== appIds.length) throw new DomainError('apps.notFound');
  const row = await q.insertGrant(db, { grantor_uid: grantor, grantee_uid: input.granteeUid, start_date: input.startDate, end_date: input.endDate, app_ids: appIds });
  return (await shown(db, [row], lang))[0];
}

/** Revokes a grant the caller made; the same answer for a grant of someone else as for none. */
export async function revokeGrant(db: DbOrTx, grantor: string, id: string): Promise<void> {
  if (!/^[1-9][0-9]{0,17}$/.test(id) || !(await q.revokeGrant(db, id, grantor))) throw new DomainError('grants.notFound');
}
