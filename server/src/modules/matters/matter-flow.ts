/**
 * Matters on the workflow runtime (server/src/workflow-runtime/): its instance store, the texts of its messages, and an application loaded for an action together with its form.
 */
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { workflowRuntime, type FlowHooks, type InstanceChange, type InstanceStore, type RunningInstance, type StoredInstance } from '../../workflow-runtime';
import { areaHooks } from '../area-hooks';
import * as forms from '../forms/forms.service';
import { instanceStore } from './matters.queries';

const hooks: FlowHooks = {
  messageTitles: {
    submitted: '您的申请已提交：{title}',
    task: '您有新的待办：{title}',
    approved: '您的申请已通过一个审批环节：{title}',
    returned: '您的申请被退回，请修改后重新提交：{title}',
    completed: '您的申请已办结：{title}',
    terminated: '申请已终止：{title}',
    withdrawn: '申请已撤回：{title}',
    cc: '抄送给您：{title}',
    urge: '催办提醒，请尽快处理：{title}',
    transferred: '转交给您的待办：{title}',
    slaWarning: '待办即将超时，请尽快处理：{title}',
    slaDue: '待办已超时，请尽快处理：{title}',
  },
};

/** Instance statuses that end an application (spec: 1 terminated, 2 completed, 4 withdrawn), as the areas that started one hear them. */
const ENDED = { 1: 'refused', 2: 'approved', 4: 'withdrawn' } as const;

/** The move a change's steps make (area-module.ts ApplicationMoved): its start, its end, or its reopening. */
function moveOf(steps: InstanceChange['steps']): 'started' | 'ended' | 'reopened' | undefined {
  if (steps.some((s) => s.action === 'start')) return 'started';
  if (steps.some((s) => s.action === 'complete' || s.action === 'terminate' || s.action === 'withdraw')) return 'ended';
  return steps.some((s) => s.action === 'reopen') ? 'reopened' : undefined;
}

/**
 * The store, telling the areas that started an application (area-module.ts ApplicationEnded) when a saved change
 * leaves it ended, and those counting applications (ApplicationMoved) when it starts, ends or reopens one.
 */
const store: InstanceStore = {
  ...instanceStore,
  async saveChange(db, change) {
    const saved = await instanceStore.saveChange(db, change);
    if (!saved) return saved;
    const move = moveOf(change.steps);
    if (move) for (const moved of areaHooks().applicationMoves) await moved(db, change.instanceId, move);
    const outcome = ENDED[change.state.status as keyof typeof ENDED];
    if (outcome) for (const ended of areaHooks().applicationEnds) await ended(db, change.instanceId, outcome);
    return saved;
  },
};

export const mattersFlow = workflowRuntime({ area: 'matters', store, hooks });

/** The SLA timers of applications' tasks (matters.slaWarn, matters.slaDue). */
export const mattersJobs = mattersFlow.jobs;

/** Ids arrive as text; one that cannot be a row id is simply not found (and never reaches the database). */
export function rowId(id: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw new DomainError('matters.notFound');
  return id;
}

/** An application loaded for an action, with what approvers' values are checked against. */
export interface LoadedMatter extends RunningInstance {
  appId: number;
  schema: forms.FormVersion['schema'];
}

/** A locked instance row (as `lockInstance` or `lockTaskInstance` read it) with its engine context and form. */
export async function loadedMatter(db: DbOrTx, row: (StoredInstance & { app_id: number; form_version_id: number | null }) | undefined): Promise<LoadedMatter> {
  if (!row || row.form_version_id === null) throw new DomainError('matters.notFound');
  const form = await forms.formVersion(db, row.form_version_id);
  if (!form) throw new Error(`Form version ${row.form_version_id} is missing`);
  return { ...(await mattersFlow.running(db, row)), appId: row.app_id, schema: form.schema };
}
