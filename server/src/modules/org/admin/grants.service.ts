/**
 * Roles and permits in the back office (admin:roles): who holds which permit, as a person or through a post, and how
 * far its data reaches. Each grant and revoke is one transaction with its line in the audit trail (the audit area's
 * changeTrail hook: org sits below audit). Permits are read afresh on every ask (org.service permitsOf), so the
 * holder's next getAllAuth shows the change; there is no cache to drop.
 */
import type { GrantablePermit } from '../../../../../contract/rules/admin-rights';
import { AdminRight, isWebPermit } from '../../../../../contract/rules/admin-rights';
import type { HolderKind, PermitGrant } from '../../../../../contract/calls/org';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import type { Lang } from '../../../domain/lang';
import { areaHooks } from '../../area-hooks';
import { activeUser, departmentNames, peopleNames } from '../org.service';
import type { PermitGrantRow } from '../org.table';
import * as q from './grants.queries';

type GrantRow = PermitGrantRow & { user_name: string | null; user_number: string | null };

/** Who acts: the real person when acting for someone. */
export interface Actor {
  uid: string;
  actor_uid?: string;
}
const actorOf = (user: Actor) => user.actor_uid ?? user.uid;

async function shown(db: DbOrTx, rows: GrantRow[], lang: Lang): Promise<PermitGrant[]> {
  const [departments, names] = await Promise.all([departmentNames(db, rows.map((r) => r.department_id), lang), peopleNames(db, rows.map((r) => r.granted_by))]);
  return rows.map((r) => ({
    id: r.id,
    permit: r.permit,
    web: isWebPermit(r.permit) ? 1 : 0,
    holder_kind: r.holder_kind,
    holder: r.holder,
    holder_name: r.holder_kind === 'user' ? (r.user_name ?? r.holder) : r.holder,
    holder_number: r.holder_kind === 'user' ? (r.user_number ?? '') : '',
    department_id: r.department_id,
    department_name: departments.get(r.department_id ?? -1) ?? '',
    granted_by_name: (r.granted_by && names.get(r.granted_by)) || '',
    granted_at: campusDateTime(r.granted_at),
    version: r.version,
  }));
}

/** What the trail keeps of a grant. */
const recorded = (r: PermitGrantRow) => ({
  id: r.id,
  permit: r.permit,
  holder_kind: r.holder_kind,
  holder: r.holder,
  department_id: r.department_id,
  granted_by: r.granted_by,
  granted_at: campusDateTime(r.granted_at),
  version: r.version,
});

export async function grants(db: DbOrTx, lang: Lang, filter: q.GrantFilter, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.grantsPage(db, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize }), q.grantsCount(db, filter)]);
  return { list: await shown(db, rows, lang), total, p: page.p, page_size: page.pageSize };
}

/** The posts people hold and the departments a scope may name, for the grant form. */
export async function grantChoices(db: DbOrTx, lang: Lang) {
  const [posts, departments] = await Promise.all([q.heldPosts(db), q.departmentChoices(db)]);
  return {
    posts: posts.map((p) => p.post),
    departments: departments.map((d) => ({ id: d.id, name: lang === 'en' && d.name_en ? d.name_en : d.name, parent_id: d.parent_id })),
  };
}

export interface NewGrant {
  permit: GrantablePermit;
  holder_kind: HolderKind;
  holder: string;
  department_id?: number;
}

/** Grants a permit to an active person or a held post; the same grant twice is refused (org.grantExists). */
export async function grant(db: DbOrTx, user: Actor, lang: Lang, input: NewGrant): Promise<PermitGrant> {
  if (input.holder_kind === 'user' ? !(await activeUser(db, input.holder)) : !(await q.postExists(db, input.holder))) {
    throw new DomainError(input.holder_kind === 'user' ? 'org.unknownPerson' : 'org.unknownPost');
  }
  if (input.department_id !== undefined && !(await q.departmentExists(db, input.department_id))) throw new DomainError('org.unknownDepartment');
  const actor = actorOf(user);
  return inTransaction(db, async (tx) => {
    const added = await q.insertGrant(tx, { permit: input.permit, holder_kind: input.holder_kind, holder: input.holder, department_id: input.department_id ?? null, granted_by: actor });
    if (!added) throw new DomainError('org.grantExists');
    const row = (await q.grantById(tx, added.id))!;
    const [view] = await shown(tx, [row], lang);
    await areaHooks().changeTrail(tx, {
      actorUid: actor,
      area: 'org',
      entity: 'permit_grant',
      entityId: row.id,
      action: 'grant',
      summary: `${row.permit} → ${view.holder_name}${view.department_name ? ` (${view.department_name})` : ''}`,
      before: null,
      after: recorded(row),
    });
    return view;
  });
}

/**
 * Revokes a grant at the version read. The office cannot lock itself out: while no active super user exists, the
 * grant that leaves nobody active holding admin:roles stays (org.lastRolesHolder). Revokes of admin:roles run one
 * after the other (their grants are locked), so two at once cannot each leave the other as the last.
 */
export async function revoke(db: DbOrTx, user: Actor, id: number, version: number): Promise<void> {
  const actor = actorOf(user);
  await inTransaction(db, async (tx) => {
    const current = await q.grantById(tx, id);
    if (current?.permit === AdminRight.roles) {
      await q.lockGrantsOf(tx, AdminRight.roles);
      if ((await q.activeSuperUsers(tx)) === 0 && (await q.activeHoldersBesides(tx, AdminRight.roles, id)) === 0) throw new DomainError('org.lastRolesHolder');
    }
    const removed = await savedOrConflict(await q.deleteGrant(tx, id, version), async () => {
      const last = await q.lastSaveOf(tx, id);
      if (!last) return undefined;
      const by = last.updated_by ? ((await peopleNames(tx, [last.updated_by])).get(last.updated_by) ?? last.updated_by) : '';
      return { by, at: last.updated_at };
    });
    await areaHooks().changeTrail(tx, {
      actorUid: actor,
      area: 'org',
      entity: 'permit_grant',
      entityId: removed.id,
      action: 'revoke',
      summary: `${removed.permit} ✕ ${current?.user_name ?? removed.holder}`,
      before: recorded(removed),
      after: null,
    });
  });
}
