/**
 * Out-of-office agents at the moment tasks open: a task a transition gives to someone who is away goes straight on
 * to their agent, held on their behalf; the person away is not told of it (their agent is).
 */
import type { DbOrTx } from '../db/database';
import * as outOfOffice from '../modules/out-of-office/out-of-office.service';
import { EngineError, transition, type EngineContext, type InstanceState, type Transition } from '../workflow/engine';

/** The system as the actor of automatic steps (the engine records them without a person). */
export const SYSTEM = { uid: 'system' };

export async function withAgents(db: DbOrTx, ctx: EngineContext, before: InstanceState, result: Transition): Promise<Transition> {
  const known = new Set(before.tasks.map((t) => t.id));
  const fresh = result.state.tasks.filter((t) => !known.has(t.id) && t.state === 'pending' && t.kind === 'approve' && !t.onBehalfOf);
  const away = new Map((await outOfOffice.awayAt(db, fresh.map((t) => t.assignee), new Date(ctx.now))).map((r) => [r.uid, r.agent_uid]));
  let out = result;
  for (const task of fresh) {
    const agent = away.get(task.assignee);
    if (!agent) continue;
    try {
      const moved = transition(ctx, out.state, { type: 'reassign', task: task.id, to: agent, onBehalfOf: task.assignee }, SYSTEM);
      const unsent = out.effects.filter((e) => !(e.type === 'message' && e.event === 'task' && e.to.includes(task.assignee)));
      out = { state: moved.state, effects: [...unsent, ...moved.effects] };
    } catch (e) {
      // The agent already holds a task at this step: the person's own stays with them.
      if (!(e instanceof EngineError)) throw e;
    }
  }
  return out;
}
