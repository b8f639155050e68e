/**
 * Who does what with documents, from the organisation: the document permit lets a person use them at all (the call
 * table checks it); a department's head and its document clerks (post document_clerk) manage its dispatches, number
 * rules and templates and sign for what it receives; the school's leaders (posts president and vice_president) sign
 * dispatches off; a super user manages every office.
 */
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import type { Reach } from './documents.queries';

export const CLERK_POST = 'document_clerk';
export const LEADER_POSTS = ['president', 'vice_president'] as const;

/** The departments whose document work the person does (head or clerk); 'all' for a super user. */
export async function officesHandled(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>): Promise<number[] | 'all'> {
  if (user.issuper === 1) return 'all';
  const [all, clerkOf] = await Promise.all([org.allDepartments(db, 'zh'), org.postHolders(db, CLERK_POST)]);
  const heads = await org.departmentHeads(db, all.map((d) => d.id));
  const mine = new Set<number>();
  for (const [id, uid] of heads) if (uid === user.uid) mine.add(id);
  for (const c of clerkOf) if (c.uid === user.uid && c.department_id !== null) mine.add(c.department_id);
  return [...mine].sort((a, b) => a - b);
}

export async function reachOf(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>): Promise<Reach> {
  const handled = await officesHandled(db, user);
  return { uid: user.uid, manages: handled, handles: handled === 'all' ? [] : handled };
}

export const manages = (reach: Reach, officeId: number) => reach.manages === 'all' || reach.manages.includes(officeId);

/** The offices a person drafts for: their own department and those they manage. */
export async function draftingOffices(db: DbOrTx, user: SessionUser, reach: Reach): Promise<number[]> {
  if (reach.manages === 'all') return (await org.allDepartments(db, 'zh')).map((d) => d.id);
  return [...new Set([...(user.department_id === null ? [] : [user.department_id]), ...reach.manages])];
}

/** The people who sign for a department's documents: its clerks, or its head where it has none. */
export async function clerksOf(db: DbOrTx, departmentIds: number[]): Promise<Map<number, string[]>> {
  const [clerks, heads] = await Promise.all([org.postHolders(db, CLERK_POST, departmentIds), org.departmentHeads(db, departmentIds)]);
  const byDepartment = new Map<number, string[]>();
  for (const c of clerks) if (c.department_id !== null) byDepartment.set(c.department_id, [...(byDepartment.get(c.department_id) ?? []), c.uid]);
  for (const id of departmentIds) if (!byDepartment.has(id) && heads.has(id)) byDepartment.set(id, [heads.get(id)!]);
  return byDepartment;
}

/** The leaders who may sign a dispatch off, by name. */
export async function leaders(db: DbOrTx): Promise<{ uid: string; name: string; post: string }[]> {
  const found = new Map<string, { uid: string; name: string; post: string }>();
  for (const post of LEADER_POSTS) for (const p of await org.postHolders(db, post)) if (!found.has(p.uid)) found.set(p.uid, { uid: p.uid, name: p.name, post });
  const permitted = await org.holdersOfPermit(db, Permit.document, [...found.keys()]);
  return [...found.values()].filter((l) => permitted.has(l.uid));
}

/** The heads of the countersigning offices, who countersign for them. */
export async function countersigners(db: DbOrTx, officeIds: number[]): Promise<string[]> {
  const heads = await org.departmentHeads(db, officeIds);
  return [...new Set(officeIds.flatMap((id) => (heads.has(id) ? [heads.get(id)!] : [])))];
}
