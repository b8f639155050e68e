/** The route an application would take or has still to take, with when each step is likely done. */
import type { FormValues } from '../../../../contract/forms/schema';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { engineContext } from '../../workflow-runtime';
import { newInstance, type EngineContext, type InstanceState } from '../../workflow/engine';
import { previewRoute } from '../../workflow/preview';
import { addWorkingHours, workingHoursBetween } from '../../workflow/working-time';
import * as apps from '../apps/apps.service';
import * as calendar from '../calendar/calendar.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as processes from '../processes/processes.service';
import { rowId } from './matter-flow';
import * as q from './matters.queries';

/** Hours assumed for a node with no history: its SLA, or one working day. */
const DEFAULT_NODE_HOURS = 8;

export interface RouteView {
  nodes: { node_id: string; node_name: string; kind: 'approval' | 'cc'; mode: string; approvers: { uid: string; name: string }[]; expected_at: string }[];
  finish_at: string;
}

/** Median working hours each approval node of a service took over its recent applications. */
async function typicalHours(db: DbOrTx, appId: number, now: Date): Promise<Map<string, number>> {
  const rows = await q.recentHandlingTimes(db, appId, 500);
  if (rows.length === 0) return new Map();
  const earliest = rows.reduce((min, r) => (r.created_at < min ? r.created_at : min), now);
  const cal = await calendar.campusCalendar(db, earliest, now);
  const byNode = new Map<string, number[]>();
  for (const r of rows) byNode.set(r.node_id, [...(byNode.get(r.node_id) ?? []), workingHoursBetween(cal, r.created_at, r.finished_at)]);
  return new Map([...byNode].map(([node, hours]) => [node, median(hours)]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function routeView(db: DbOrTx, ctx: EngineContext, state: InstanceState, appId: number, lang: Lang): Promise<RouteView> {
  const now = new Date(ctx.now);
  const typical = await typicalHours(db, appId, now);
  const preview = previewRoute({
    graph: ctx.graph,
    state,
    approversOf: (node) => {
      // A step being handled is named by who holds it now (after a transfer or a reassignment too), not by its rule.
      const holders = state.tasks.filter((t) => t.node === node.node.id && t.kind === 'approve' && (t.state === 'pending' || t.state === 'waiting'));
      if (holders.length > 0) return [...new Set(holders.sort((a, b) => a.order - b.order).map((t) => t.assignee))];
      const rule = node.kind === 'approval' ? node.node.approvers : node.node.recipients;
      return state.chosen[node.node.id] ?? ctx.resolve(rule, state);
    },
    hoursOf: (id) => {
      const node = ctx.graph.nodes.get(id);
      return typical.get(id) ?? (node?.kind === 'approval' ? node.node.sla_hours ?? DEFAULT_NODE_HOURS : 0);
    },
  });
  const cal = await calendar.campusCalendar(db, now, new Date(now.getTime() + 400 * 86_400_000));
  const names = await org.activePeopleNames(db, preview.nodes.flatMap((n) => n.approvers));
  const at = (hours: number) => campusDateTime(addWorkingHours(cal, now, hours));
  return {
    nodes: preview.nodes.map((n) => ({
      node_id: n.id,
      node_name: lang === 'en' && n.name_en ? n.name_en : n.name,
      kind: n.kind,
      mode: n.mode,
      approvers: n.approvers.map((uid) => ({ uid, name: names.get(uid) ?? '' })),
      expected_at: at(n.doneAfter),
    })),
    finish_at: at(preview.totalHours),
  };
}

/** The route a draft would take with these values, and when it would likely be done. */
export async function previewDraft(db: DbOrTx, user: SessionUser, lang: Lang, input: { appId: number; values: unknown; chosen?: Record<string, string[]>; terminal: 'pc' | 'mobile' }): Promise<RouteView> {
  const app = await apps.launchableApp(db, { user, lang }, input.appId, input.terminal);
  const process = await processes.currentProcess(db, input.appId);
  if (!process) throw new DomainError('forms.noForm');
  // A draft is checked only for shape: the preview should follow the user as they fill the form in.
  const values = input.values && typeof input.values === 'object' && !Array.isArray(input.values) ? (input.values as FormValues) : {};
  const state = { ...newInstance(user.uid), values, chosen: input.chosen ?? {} };
  const ctx = await engineContext(db, process.id, state);
  return routeView(db, ctx, state, app.id, lang);
}

/** The remaining route of an application, for its applicant and the people handling it. */
export async function remainingRoute(db: DbOrTx, user: SessionUser, lang: Lang, instanceId: string): Promise<RouteView> {
  const row = await q.participantInstance(db, rowId(instanceId), user.uid);
  if (!row || row.process_version_id === null) throw new DomainError('matters.notFound');
  const ctx = await engineContext(db, row.process_version_id, row.state);
  if (row.state.status !== 0) return { nodes: [], finish_at: campusDateTime(row.finished_at) };
  return routeView(db, ctx, row.state, row.app_id, lang);
}
