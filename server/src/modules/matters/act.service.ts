/**
 * The actions on an application: an approver's on their task (approve, reject, resubmit, transfer, add a signer,
 * copy, pull back, read a copy), and the applicant's or an administrator's on the whole (withdraw, terminate, urge,
 * reopen). Each runs in one transaction through the workflow runtime.
 */
import { fieldAccess } from '../../../../contract/forms/field-access';
import { fileRefsIn } from '../../../../contract/forms/file-refs';
import type { FormValues } from '../../../../contract/forms/schema';
import { Permit } from '../../../../contract/rules/permissions';
import { signValue } from '../../../../contract/rules/status';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import type { ActionResult } from '../../workflow-runtime';
import type { Action } from '../../workflow/engine';
import * as files from '../files/files.service';
import * as forms from '../forms/forms.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { loadedMatter, mattersFlow, rowId, type LoadedMatter } from './matter-flow';
import * as q from './matters.queries';

/** Form values an approver sends: only fields editable at their node, checked like the applicant's. */
async function approverValues(db: DbOrTx, loaded: LoadedMatter, node: string, values: unknown, uid: string, imageOrigins: readonly string[]): Promise<FormValues | undefined> {
  if (values === undefined) return undefined;
  const given = values && typeof values === 'object' ? Object.keys(values) : [];
  const locked = given.filter((id) => {
    const field = loaded.schema.fields.find((f) => f.id === id);
    return !field || fieldAccess(field, node) !== 'edit';
  });
  if (locked.length) throw new DomainError('matters.fieldNotEditable', { field: locked.join(', ') });
  return forms.checkedValues(db, { schema: loaded.schema, values: { ...loaded.state.values, ...(values as FormValues) }, node, previous: loaded.state.values, uid, appId: loaded.appId, imageOrigins });
}

/**
 * The sign value rule (spec §4): a task with a sign value is approved with that value. A signature task (2) cannot be
 * approved without it; a countersign task (1) may leave it out, but a value sent must be the task's own.
 */
function checkSign(type: number, flags: number[], sign: 1 | 2 | undefined): void {
  const expected = signValue({ type, flags });
  if (sign === undefined ? expected === 2 : sign !== expected) throw new DomainError('matters.signMismatch');
}

export type TaskAction =
  | { type: 'approve'; opinion?: string; values?: unknown; chosen?: Record<string, string[]>; sign?: 1 | 2 }
  | { type: 'reject'; opinion?: string; to?: 'initiator' | 'previous' | { node: string } }
  | { type: 'resubmit'; opinion?: string; values?: unknown; chosen?: Record<string, string[]> }
  | { type: 'transfer'; to: string; opinion?: string }
  | { type: 'addSign'; uids: string[]; opinion?: string }
  | { type: 'cc'; uids: string[]; opinion?: string }
  | { type: 'pullBack' }
  | { type: 'read' };

/**
 * Acts on one of the caller's tasks. Someone else's task id reads as not found, revealing nothing. Values sent keep
 * rich-text pictures of `imageOrigins` (IMAGE_HOSTS) besides the portal's own.
 */
export async function actOnTask(db: DbOrTx, user: SessionUser, taskId: string, act: TaskAction, imageOrigins: readonly string[] = []): Promise<ActionResult> {
  return inTransaction(db, async (tx) => {
    const row = await q.lockTaskInstance(tx, rowId(taskId));
    if (!row || row.task_assignee_uid !== user.uid) throw new DomainError('matters.notFound');
    const loaded = await loadedMatter(tx, row);
    const engineTask = loaded.state.tasks.find((t) => t.id === row.task_engine_id);
    if (!engineTask) throw new DomainError('matters.notFound');
    let action: Action;
    if (act.type === 'approve') {
      checkSign(row.task_type, engineTask.flags, act.sign);
      const { sign: _sign, ...decision } = act;
      action = { ...decision, task: engineTask.id, values: await approverValues(tx, loaded, engineTask.node, act.values, user.uid, imageOrigins) };
    }
    else if (act.type === 'resubmit') {
      const values = act.values === undefined ? undefined : await forms.checkedValues(tx, { schema: loaded.schema, values: act.values, previous: loaded.state.values, uid: user.uid, appId: loaded.appId, imageOrigins });
      action = { ...act, task: engineTask.id, values };
    } else action = { ...act, task: engineTask.id } as Action;
    const result = await mattersFlow.apply(tx, loaded, user, action);
    // The files of edited or corrected values: the application's participants may reach them from now on.
    if ('values' in action && action.values) await files.recordAttachments(tx, loaded.id, fileRefsIn(loaded.schema, action.values));
    return result;
  });
}

/**
 * Acts on an instance as its applicant (withdraw, terminate, urge) or as a supervisor of services (terminate, reopen:
 * the service-count permit, as reopenMatter's call needs; another permit is no licence over other people's matters).
 */
export async function actOnInstance(
  db: DbOrTx,
  user: SessionUser,
  instanceId: string,
  action: Extract<Action, { type: 'withdraw' | 'terminate' | 'urge' | 'reopen' }>,
): Promise<ActionResult> {
  return inTransaction(db, async (tx) => {
    const loaded = await loadedMatter(tx, await q.lockInstance(tx, rowId(instanceId)));
    const admin = (action.type === 'terminate' || action.type === 'reopen') && (await org.holdsPermit(tx, user, Permit.serviceCount));
    if (loaded.state.initiator !== user.uid && !admin) throw new DomainError('matters.notFound');
    return mattersFlow.apply(tx, loaded, { uid: user.uid, actor_uid: user.actor_uid, admin }, action);
  });
}
