/**
 * People as groups, for the areas that address many people at once (fill-in missions): a population is people of
 * some departments (sub-departments included) with some identity types, plus named people; it is read here within a
 * data scope (a permit holder's departments), counted by department and class, listed page by page, or as uids. The
 * areas give lists of uids to leave out (those who already answered), never read these tables themselves.
 */
import type { DbOrTx } from '../../db/database';
import { shortLived } from '../../db/memo';
import type { SessionUser } from './org.service';
import * as q from './population.queries';

export interface Population {
  /** Departments whose people (and their sub-departments' people) are in it; empty: any department. */
  departmentIds: number[];
  /** Identity types (staff, student, other) in it; empty: any. Both empty: nobody but `uids`. */
  identityTypes: string[];
  uids: string[];
}

/** Which of a population's people to read: within departments (their own, not below; 'all'), of a class, leaving some out. */
export interface PeopleFilter {
  within: number[] | 'all';
  className?: string;
  excluding?: string[];
}

export interface PersonInGroup {
  uid: string;
  name: string;
  number: string;
  department_id: number;
  class_name: string;
}

const departmentTrees = shortLived<{ ids: number[] }>(1_000, 60_000);

/** The departments `ids` with every department under them, in id order. */
export async function departmentSubtree(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return (await departmentTrees.get(db, wanted.join(','), async () => ({ ids: await q.subtree(db, wanted) })))!.ids;
}

async function query(db: DbOrTx, population: Population, filter: PeopleFilter): Promise<q.PopulationQuery> {
  return {
    departmentIds: await departmentSubtree(db, population.departmentIds),
    identityTypes: population.identityTypes,
    uids: population.uids,
    within: filter.within === 'all' ? null : filter.within,
    className: filter.className ? filter.className : null,
    excluding: filter.excluding ?? [],
  };
}

/** How many active people of the population each department and class holds (0 and '' for none). */
export async function populationCounts(db: DbOrTx, population: Population, filter: PeopleFilter): Promise<{ department_id: number; class_name: string; n: number }[]> {
  return q.populationCounts(db, await query(db, population, filter));
}

/** A page of the population's active people, by department then number, and how many there are in all. */
export async function populationPage(
  db: DbOrTx,
  population: Population,
  filter: PeopleFilter,
  page: { p: number; pageSize: number },
): Promise<{ list: PersonInGroup[]; total: number }> {
  const rows = await q.populationPage(db, await query(db, population, filter), { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  return { list: rows.map(({ total: _total, ...person }) => person), total: rows[0]?.total ?? 0 };
}

/** Every active person of the population, as uids. */
export async function populationUids(db: DbOrTx, population: Population, filter: PeopleFilter): Promise<string[]> {
  return q.populationUids(db, await query(db, population, filter));
}

export interface Placement {
  uid: string;
  identity_type: string;
  department_id: number | null;
  class_name: string | null;
  /** The person's department and those above it, their own first. */
  chain: number[];
}

const chains = shortLived<{ ids: number[] }>(2_000, 60_000);

/**
 * Where a person stands: their identity, department (with those above it) and class, from what the session already
 * read of them (org.service.ts activeUser); the departments above one are kept a minute, as the tree changes rarely.
 */
export async function placementOf(db: DbOrTx, person: Pick<SessionUser, 'uid' | 'identity_type' | 'department_id' | 'class_name'>): Promise<Placement> {
  const chain = person.department_id === null ? [] : (await chains.get(db, person.department_id, async () => ({ ids: await q.chain(db, person.department_id!) })))!.ids;
  return { uid: person.uid, identity_type: person.identity_type, department_id: person.department_id, class_name: person.class_name, chain };
}

/** Whether a person stands in a population, by their placement. */
export function standsIn(population: Population, person: Placement): boolean {
  if (population.uids.includes(person.uid)) return true;
  if (population.departmentIds.length + population.identityTypes.length === 0) return false;
  const inDepartment = population.departmentIds.length === 0 || population.departmentIds.some((id) => person.chain.includes(id));
  const ofIdentity = population.identityTypes.length === 0 || population.identityTypes.includes(person.identity_type);
  return inDepartment && ofIdentity;
}

/** Name, number, department (0 for none) and class ('' for none) of people by uid, whatever their status. */
export async function peopleProfiles(db: DbOrTx, uids: readonly string[]): Promise<Map<string, PersonInGroup>> {
  if (uids.length === 0) return new Map();
  return new Map((await q.profiles(db, [...new Set(uids)])).map((p) => [p.uid, p]));
}
