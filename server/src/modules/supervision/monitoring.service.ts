/**
 * Process monitoring (流程监控, permit service-count): the applications in progress within the supervisor's scope,
 * by service and node with the longest wait at each, and as a list longest waiting first, each open task with its
 * holder, its wait in campus working time, and whether it is past its node's SLA; an application is stuck when its
 * oldest open task has waited `stuck_days` working days.
 */
import type { MonitoredApplication, MonitoredNode } from '../../../../contract/calls/supervision';
import { STUCK_DAYS_DEFAULT } from '../../../../contract/rules/supervision';
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import type { Lang } from '../../domain/lang';
import { stepNamer } from '../../workflow-runtime';
import type { CampusCalendar } from '../../workflow/working-time';
import * as apps from '../apps/apps.service';
import * as calendar from '../calendar/calendar.service';
import * as matters from '../matters/matters.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { servicesAsked, supervisionScope } from './scope';
import { slaHoursOf } from './sla-hours';
import { pastSla, workingDayHours, workingHoursBefore, workingSeconds } from './working-spans';

const LOOK_BACK_MS = 400 * 86_400_000;

const calendarUntil = (db: DbOrTx, now: Date): Promise<CampusCalendar> => calendar.campusCalendar(db, new Date(now.getTime() - LOOK_BACK_MS), new Date(now.getTime() + 86_400_000));

export async function monitoredNodes(db: DbOrTx, user: SessionUser, lang: Lang, appId: number | undefined, now: Date): Promise<MonitoredNode[]> {
  const appIds = servicesAsked(await supervisionScope(db, user, lang, Permit.serviceCount), appId);
  const rows = await matters.runningByNode(db, appIds);
  const [cal, names, named] = await Promise.all([calendarUntil(db, now), apps.appNames(db, rows.map((r) => r.app_id), lang), stepNamer(db, lang, rows.map((r) => r.process_version_id))]);
  // One row per service and node, whatever versions of its process the applications started on.
  const merged = new Map<string, MonitoredNode & { oldest: Date }>();
  for (const r of rows) {
    const key = `${r.app_id}|${r.node_id}`;
    const found = merged.get(key);
    const oldest = new Date(r.oldest);
    if (found) {
      found.running += Number(r.running);
      if (oldest < found.oldest) found.oldest = oldest;
      continue;
    }
    merged.set(key, { app_id: r.app_id, app_name: names.get(r.app_id) ?? '', node_id: r.node_id, node_name: named(r.process_version_id, r.node_id, r.node_name), running: Number(r.running), longest_seconds: 0, oldest });
  }
  return [...merged.values()]
    .map(({ oldest, ...node }) => ({ ...node, longest_seconds: Math.round(workingSeconds(cal, oldest, now)) }))
    .sort((a, b) => b.running - a.running || b.longest_seconds - a.longest_seconds);
}

export interface MonitoringQuery {
  appId?: number;
  nodeId?: string;
  only?: 'stuck' | 'overdue';
  stuckDays?: number;
}

/** The moments before which a task opened is past its node's SLA, for each node with one of the versions running. */
async function overdueRules(db: DbOrTx, cal: CampusCalendar, now: Date, appIds: number[] | undefined) {
  const before = new Map<number, Date>();
  const rules: { versionId: number; nodeId: string; before: Date }[] = [];
  for (const versionId of await matters.runningVersions(db, appIds)) {
    for (const [nodeId, hours] of await slaHoursOf(db, versionId)) {
      if (!before.has(hours)) before.set(hours, workingHoursBefore(cal, now, hours));
      rules.push({ versionId, nodeId, before: before.get(hours)! });
    }
  }
  return rules;
}

export async function monitoredApplications(db: DbOrTx, user: SessionUser, lang: Lang, asked: MonitoringQuery, page: { p: number; pageSize: number }, now: Date) {
  const appIds = servicesAsked(await supervisionScope(db, user, lang, Permit.serviceCount), asked.appId);
  const cal = await calendarUntil(db, now);
  const stuckBefore = workingHoursBefore(cal, now, (asked.stuckDays ?? STUCK_DAYS_DEFAULT) * workingDayHours(cal));
  const filter: matters.RunningFilter = { appIds, nodeId: asked.nodeId };
  if (asked.only === 'stuck') filter.openBefore = stuckBefore;
  if (asked.only === 'overdue') filter.overdue = await overdueRules(db, cal, now, appIds);
  const { rows, total, tasks } = await matters.runningApplications(db, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const [names, named, people] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
    org.peopleNames(db, [...rows.map((r) => r.creator_uid), ...tasks.map((t) => t.assignee_uid)]),
  ]);
  const list: MonitoredApplication[] = [];
  for (const r of rows) {
    const sla = r.process_version_id === null ? new Map<string, number>() : await slaHoursOf(db, r.process_version_id);
    const mine = tasks.filter((t) => t.instance_id === r.id);
    list.push({
      inst_id: String(r.id),
      app_name: names.get(r.app_id) ?? '',
      title: r.title,
      applicant_name: people.get(r.creator_uid) ?? '',
      created: campusDateTime(r.created_at),
      stuck: mine.some((t) => t.created_at < stuckBefore),
      tasks: mine.map((t) => ({
        task_id: String(t.id),
        node_id: t.node_id,
        node_name: named(r.process_version_id, t.node_id, t.node_name),
        holder_uid: t.assignee_uid,
        holder_name: people.get(t.assignee_uid) ?? '',
        kind: t.kind === 'resubmit' ? 'resubmit' : 'approve',
        since: campusDateTime(t.created_at),
        waiting_seconds: Math.round(workingSeconds(cal, t.created_at, now)),
        overdue: t.kind === 'approve' && pastSla(cal, sla.get(t.node_id), t.created_at, now),
      })),
    });
  }
  return { list, total, p: page.p, page_size: page.pageSize };
}
