/** Approving several tasks at once: each goes through as on its own page, unless it needs that page. */
import { fieldAccess } from '../../../../contract/forms/field-access';
import { signValue } from '../../../../contract/rules/status';
import type { DbOrTx } from '../../db/database';
import { DomainError, type DomainErrorCode } from '../../domain/errors';
import { engineContext } from '../../workflow-runtime';
import * as forms from '../forms/forms.service';
import type { SessionUser } from '../org/org.service';
import { actOnTask } from './act.service';
import { participant } from './detail.service';
import { rowId } from './matter-flow';
import * as q from './matters.queries';
import { nextApprovalNodes } from './next-nodes';

/** Why a task cannot be approved without its own page: a required field of its step, or a choice for the next. */
async function batchObstacle(db: DbOrTx, user: SessionUser, taskId: string): Promise<DomainErrorCode | null> {
  const task = await q.taskRow(db, rowId(taskId));
  if (!task || task.assignee_uid !== user.uid) return 'matters.notFound';
  const row = await participant(db, user, task.instance_id);
  const engineTask = row.state.tasks.find((t) => t.id === task.engine_id);
  if (!engineTask || engineTask.state !== 'pending' || engineTask.kind !== 'approve') return 'matters.alreadyHandled';
  // A task that signs (a signature, or one approver's share of a countersign) is signed one by one, as approveTask asks.
  if (signValue({ type: task.type, flags: engineTask.flags }) !== null) return 'matters.needsSignature';
  const form = await forms.formVersion(db, row.form_version_id);
  const needsField = form?.schema.fields.some((f) => f.required && fieldAccess(f, engineTask.node) === 'edit' && isBlank(row.state.values[f.id]));
  if (needsField) return 'matters.needsField';
  const ctx = await engineContext(db, row.process_version_id ?? 0, row.state);
  const choosing = nextApprovalNodes(ctx, engineTask.node, row.state.values).some((n) => n.approvers.type === 'previous_choice' && !row.state.chosen[n.id]?.length);
  return choosing ? 'matters.needsChoice' : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

export async function batchApprove(db: DbOrTx, user: SessionUser, taskIds: string[], opinion: string | undefined) {
  const approved: string[] = [];
  const skipped: { task_id: string; code: DomainErrorCode }[] = [];
  for (const taskId of [...new Set(taskIds)]) {
    try {
      const obstacle = await batchObstacle(db, user, taskId);
      if (obstacle) skipped.push({ task_id: taskId, code: obstacle });
      else {
        await actOnTask(db, user, taskId, { type: 'approve', opinion });
        approved.push(taskId);
      }
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      skipped.push({ task_id: taskId, code: e.code });
    }
  }
  return { approved, skipped };
}
