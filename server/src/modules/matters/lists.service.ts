/**
 * The lists of a user's applications and tasks: the to-do list and its badge, the applications they started or an
 * agent started for them, the copies they received, and what the to-do list can be narrowed to.
 */
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import type { Lang } from '../../domain/lang';
import { keptTaskList, stepNamer, TaskStatus, TODO_STATUSES } from '../../workflow-runtime';
import * as apps from '../apps/apps.service';
import * as messages from '../messages/messages.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './lists.queries';

/** Pending approval tasks of a user: the badge, always the total of the to-do list. */
function openTaskCount(db: DbOrTx, uid: string, within?: number[]): Promise<number> {
  return q.todoCount(db, uid, within ? { appIds: within } : {});
}

/** `within`: only tasks of these services count (acting under a grant limited to them). */
export async function unreadCounts(db: DbOrTx, uid: string, within?: number[]): Promise<{ messagge: number; my_todo: number }> {
  const [unread, todo] = await Promise.all([messages.unreadMessageCount(db, uid), openTaskCount(db, uid, within)]);
  return { messagge: unread, my_todo: todo };
}

/** A year filter `y` or a time range, as a half-open interval in campus time. */
export function timeWindow(input: { y?: number; lower?: string; upper?: string }): { from?: Date; to?: Date } {
  const campus = (text: string) => new Date(`${text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T')}+08:00`);
  if (input.y) return { from: campus(`${input.y}-01-01`), to: campus(`${input.y + 1}-01-01`) };
  const to = input.upper ? campus(input.upper) : undefined;
  // A date-only upper bound includes that whole day.
  if (to && input.upper?.length === 10) to.setTime(to.getTime() + 86_400_000);
  return { from: input.lower ? campus(input.lower) : undefined, to };
}

export interface TodoQuery {
  processed: boolean;
  appId?: number;
  departmentId?: number;
  timeOf?: 'task' | 'apply';
  /** A service category's name. */
  className?: string;
  keyword?: string;
  keywordType: 'user' | 'app';
  from?: Date;
  to?: Date;
  flags?: number;
  /** Only tasks of these services (acting under a grant limited to them). */
  within?: number[];
}

/** The filter as the to-do query takes it: a search by applicant becomes the matching people. */
async function todoFilter(db: DbOrTx, query: TodoQuery): Promise<q.TodoFilter> {
  const { keyword, keywordType, className, within, ...rest } = query;
  const filter: q.TodoFilter = { ...rest };
  if (className) filter.appIds = await apps.appsInCategory(db, className);
  if (within) filter.appIds = filter.appIds ? filter.appIds.filter((id) => within.includes(id)) : within;
  if (!keyword) return filter;
  return keywordType === 'user' ? { ...filter, creators: await org.uidsMatching(db, keyword) } : { ...filter, keyword };
}

export function myTodo(db: DbOrTx, user: SessionUser, lang: Lang, query: TodoQuery, page: { p: number; pageSize: number; newestFirst: boolean }) {
  return keptTaskList(db, user.uid, JSON.stringify(['todo', lang, query, page]), () => todoAnswer(db, user, lang, query, page));
}

async function todoAnswer(db: DbOrTx, user: SessionUser, lang: Lang, query: TodoQuery, page: { p: number; pageSize: number; newestFirst: boolean }) {
  const filter = await todoFilter(db, query);
  const { rows, total } = await q.todoPage(db, user.uid, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize, newestFirst: page.newestFirst });
  const [appNames, people, named] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    org.peopleNames(db, rows.flatMap((r) => [r.creator_uid, r.assignee_uid])),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      inst_creator_name: people.get(r.creator_uid) ?? '',
      app_name: appNames.get(r.app_id) ?? '',
      task_created: campusDateTime(r.created_at),
      task_id: r.id,
      inst_id: r.instance_id,
      node_id: r.node_id,
      app_id: r.app_id,
      type: r.type === 3 ? (3 as const) : (1 as const),
      flags: r.flags,
      task_status: r.status as 0 | 1 | 2 | 3 | 5,
      node_config: { steps: [{ node_id: r.node_id, node_name: named(r.process_version_id, r.node_id, r.node_name) }] },
      handler_name: people.get(r.assignee_uid) ?? '',
    })),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

export async function myStarted(db: DbOrTx, user: SessionUser, lang: Lang, filter: q.StartedFilter, page: { p: number; pageSize: number }) {
  const { rows, total } = await q.startedPage(db, user.uid, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const ids = rows.map((r) => r.id);
  const [appNames, open, named] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    q.openTasksOf(db, ids),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  return {
    list: rows.map((r) => {
      const mine = open.filter((t) => t.instance_id === r.id);
      const resubmit = mine.find((t) => t.kind === 'resubmit');
      const approvals = mine.filter((t) => t.kind === 'approve' && TODO_STATUSES.includes(t.status as 0 | 1));
      const current = [...new Map(approvals.map((t) => [t.node_id, named(r.process_version_id, t.node_id, t.node_name)])).entries()];
      return {
        inst_id: r.id,
        task_id: resubmit?.id ?? '',
        task_status: resubmit ? 1 : 0,
        status: r.status as 0 | 1 | 2 | 4,
        app_type: 1,
        sess_id: '',
        nodes: current.map(([node_id, node_name]) => ({ node_name, steps: [{ node_id, node_name }] })),
        created: campusDateTime(r.created_at),
        finished: campusDateTime(r.finished_at),
        is_reminder: r.status === 0 && approvals.length > 0 ? ('yes' as const) : ('no' as const),
        app_name: appNames.get(r.app_id) ?? '',
      };
    }),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

/** Applications copied to the user (spec §2 /matter/read), each with its read receipt. */
export async function notifiedList(db: DbOrTx, user: SessionUser, lang: Lang, filter: q.NotifiedFilter, page: { p: number; pageSize: number }) {
  const { rows, total } = await q.notifiedPage(db, user.uid, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const [appNames, people, named] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    org.peopleNames(db, rows.map((r) => r.creator_uid)),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  return {
    list: rows.map((r) => ({
      task_id: r.id,
      inst_id: r.instance_id,
      app_id: r.app_id,
      app_name: appNames.get(r.app_id) ?? '',
      title: r.title,
      applicant_name: people.get(r.creator_uid) ?? '',
      node_name: named(r.process_version_id, r.node_id, r.node_name),
      created: campusDateTime(r.created_at),
      is_read: r.status === TaskStatus.read ? 1 : 0,
      read_at: r.status === TaskStatus.read ? campusDateTime(r.finished_at) : '',
    })),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

/** What the to-do list can be narrowed to: the services and applicants' departments of the user's tasks. */
export async function todoFilters(db: DbOrTx, user: SessionUser, lang: Lang, processed: boolean) {
  const facets = await q.todoFacets(db, user.uid, processed);
  const appIds = [...new Set(facets.map((f) => f.app_id))];
  const departmentIds = [...new Set(facets.flatMap((f) => (f.department_id === null ? [] : [f.department_id])))];
  const [appNames, departments] = await Promise.all([apps.appNames(db, appIds, lang), org.departmentNames(db, departmentIds, lang)]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'zh');
  return {
    apps: appIds.map((id) => ({ id, name: appNames.get(id) ?? '' })).sort(byName),
    departments: departmentIds.map((id) => ({ id: String(id), name: departments.get(id) ?? '' })).sort(byName),
  };
}
