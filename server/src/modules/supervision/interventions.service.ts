/**
 * A supervisor's interventions on an application in progress (permit service-count, within their scope): remind the
 * holders at a node, reassign an open task to someone else, terminate with a reason. Each is an action of the workflow
 * runtime (a step of the application's history, with its messages) and a line of the audit trail, in one transaction.
 */
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import * as audit from '../audit/audit.service';
import * as matters from '../matters/matters.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { supervisionScope } from './scope';

/** Refuses an application (or task) outside the supervisor's scope; one naming nothing is not found. */
async function checkReach(db: DbOrTx, user: SessionUser, lang: Lang, kind: 'instance' | 'task', id: string): Promise<void> {
  const [appId] = await matters.servicesOf(db, kind, [id]);
  if (appId === undefined) throw new DomainError('matters.notFound');
  (await supervisionScope(db, user, lang, Permit.serviceCount)).check(appId);
}

function reasonOf(text: string): string {
  const reason = text.trim();
  if (!reason) throw new DomainError('supervision.reasonRequired');
  return reason;
}

const trail = (user: SessionUser, instId: string, action: string, summary: string, before: object | null, after: object) =>
  ({ actorUid: org.actorOf(user), area: 'supervision', entity: 'application', entityId: instId, action, summary, before, after }) satisfies audit.ChangeEntry;

export async function remindHolders(db: DbOrTx, user: SessionUser, lang: Lang, instId: string, nodeId: string) {
  await checkReach(db, user, lang, 'instance', instId);
  return inTransaction(db, async (tx) => {
    const { title, ...result } = await matters.superviseApplication(tx, user, instId, { type: 'remind', nodeId });
    await audit.recordChange(tx, trail(user, instId, 'remind', title, null, { node_id: nodeId }));
    return result;
  });
}

export async function reassignTask(db: DbOrTx, user: SessionUser, lang: Lang, taskId: string, to: string, reasonText: string) {
  const reason = reasonOf(reasonText);
  await checkReach(db, user, lang, 'task', taskId);
  if (!(await org.activeUser(db, to))) throw new DomainError('supervision.noSuchPerson');
  return inTransaction(db, async (tx) => {
    const { title, from, ...result } = await matters.reassignTask(tx, user, taskId, to, reason);
    await audit.recordChange(tx, trail(user, result.inst_id, 'reassign', title, { task_id: taskId, holder: from }, { holder: to, reason }));
    return result;
  });
}

export async function terminateApplication(db: DbOrTx, user: SessionUser, lang: Lang, instId: string, reasonText: string) {
  const reason = reasonOf(reasonText);
  await checkReach(db, user, lang, 'instance', instId);
  return inTransaction(db, async (tx) => {
    const { title, ...result } = await matters.superviseApplication(tx, user, instId, { type: 'terminate', reason });
    await audit.recordChange(tx, trail(user, instId, 'terminate', title, { status: 0 }, { status: result.status, reason }));
    return result;
  });
}
