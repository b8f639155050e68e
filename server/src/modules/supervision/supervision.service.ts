/**
 * Efficiency supervision (spec §6): the applications in progress across the campus, longest waiting first, with the
 * steps and people they wait on. It reads the flows through their services and owns no table.
 */
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { stepNamer } from '../../workflow-runtime';
import * as apps from '../apps/apps.service';
import * as matters from '../matters/matters.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { servicesAsked, supervisionScope } from './scope';

/**
 * 督办 (permit service-count): the applications waiting on approvers within the supervisor's scope, as monitoring
 * reads it: a permit granted for some departments reaches the services their offices handle only.
 */
export async function overseeList(db: DbOrTx, user: SessionUser, lang: Lang, filter: { keyword?: string; appId?: number }, page: { p: number; pageSize: number }) {
  if (!(await org.holdsPermit(db, user, Permit.serviceCount))) throw new DomainError('auth.forbidden');
  const appIds = servicesAsked(await supervisionScope(db, user, lang, Permit.serviceCount), filter.appId);
  const { rows, total, holders } = await matters.waitingApplications(db, { keyword: filter.keyword, appIds }, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const [appNames, named] = await Promise.all([apps.appNames(db, rows.map((r) => r.app_id), lang), stepNamer(db, lang, rows.map((r) => r.process_version_id))]);
  const people = await org.peopleNames(db, [...rows.map((r) => r.creator_uid), ...holders.map((h) => h.assignee_uid)]);
  const now = Date.now();
  return {
    list: rows.map((r) => {
      const mine = holders.filter((h) => h.instance_id === r.id);
      const nodes = [...new Set(mine.map((h) => h.node_id))].map((node) => {
        const at = mine.filter((h) => h.node_id === node);
        return { node_name: named(r.process_version_id, node, at[0].node_name), handlers: at.map((h) => people.get(h.assignee_uid) ?? ''), since: campusDateTime(at[0].created_at) };
      });
      const since = r.waiting_since ? new Date(r.waiting_since).getTime() : now;
      return {
        inst_id: String(r.id),
        app_name: appNames.get(r.app_id) ?? '',
        title: r.title,
        applicant_name: people.get(r.creator_uid) ?? '',
        created: campusDateTime(r.created_at),
        nodes,
        waiting_hours: Math.round(((now - since) / 3_600_000) * 10) / 10,
      };
    }),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}
