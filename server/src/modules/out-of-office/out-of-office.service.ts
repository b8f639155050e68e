/**
 * Periods away: a person names an agent for a time; their pending tasks move to the agent when it starts (at once if
 * it has) and what the agent has not handled comes back when it ends. The tasks belong to other areas: each hands
 * its own over through the hook it registers (`handOver` on its AreaModule), collected at start-up (area-hooks.ts).
 */
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import { cancelJobs, enqueueJob, type JobHandlers } from '../../jobs';
import { areaHooks } from '../area-hooks';
import type { TaskHandover } from '../area-module';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './out-of-office.queries';

// The job kinds keep the names they had when periods away were part of matters: queued jobs still find their handler.
const OOO_START = 'matters.outOfOfficeStart';
const OOO_END = 'matters.outOfOfficeEnd';

/** Who of `uids` is away at `at`, and their agent: tasks opening for them go to the agent. */
export function awayAt(db: DbOrTx, uids: string[], at: Date): Promise<{ uid: string; agent_uid: string }[]> {
  return q.awayAt(db, uids, at);
}

/**
 * Moves the pending tasks of every area that holds them; answers how many moved. Also how a person leaving the
 * organisation hands their tasks on (the directory area).
 */
export async function handOver(...args: Parameters<TaskHandover>): Promise<number> {
  let moved = 0;
  for (const each of areaHooks().taskHandovers) moved += await each(...args);
  return moved;
}

async function awayStarts(db: DbOrTx, id: string): Promise<void> {
  const period = await q.outOfOffice(db, id);
  if (!period || period.cancelled_at) return;
  await handOver(db, { assignee: period.uid, owner: null }, period.agent_uid, period.uid);
}

/** Back from leave: what the agent has not handled returns to its owner. */
async function awayEnds(db: DbOrTx, id: string): Promise<void> {
  const period = await q.outOfOffice(db, id);
  if (!period) return;
  await handOver(db, { assignee: period.agent_uid, owner: period.uid }, period.uid, undefined);
}

export interface AwayInput {
  agentUid: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

/** Names an agent for a period away; tasks move when it starts (at once if it has) and come back when it ends. */
export async function setOutOfOffice(db: DbOrTx, user: SessionUser, input: AwayInput): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    if (input.agentUid === user.uid || input.endsAt <= input.startsAt || input.endsAt <= new Date()) throw new DomainError('matters.invalidAction');
    if (!(await org.activePeopleNames(tx, [input.agentUid])).has(input.agentUid)) throw new DomainError('forms.unknownPeople', { uids: input.agentUid });
    if ((await q.awayAt(tx, [input.agentUid], input.startsAt)).length) throw new DomainError('matters.agentAway');
    let id: string;
    try {
      ({ id } = await q.insertOutOfOffice(tx, { uid: user.uid, agent_uid: input.agentUid, starts_at: input.startsAt, ends_at: input.endsAt, reason: input.reason }));
    } catch (e) {
      if ((e as { code?: string }).code === '23P01') throw new DomainError('matters.awayOverlap');
      throw e;
    }
    id = String(id);
    if (input.startsAt <= new Date()) await awayStarts(tx, id);
    else await enqueueJob(tx, { kind: OOO_START, key: `${OOO_START}:${id}`, runAt: input.startsAt, payload: { id } });
    await enqueueJob(tx, { kind: OOO_END, key: `${OOO_END}:${id}`, runAt: input.endsAt, payload: { id } });
    return { id };
  });
}

export async function cancelOutOfOffice(db: DbOrTx, user: SessionUser, id: string): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    // An id that cannot be a row id is simply not found (and never reaches the database).
    const period = /^[1-9][0-9]{0,17}$/.test(id) ? await q.outOfOffice(tx, id) : undefined;
    if (!period || period.uid !== user.uid) throw new DomainError('matters.notFound');
    if (period.cancelled_at) return {};
    await q.cancelOutOfOffice(tx, period.id);
    await cancelJobs(tx, { key: `${OOO_START}:${period.id}` });
    await cancelJobs(tx, { key: `${OOO_END}:${period.id}` });
    await awayEnds(tx, String(period.id));
    return {};
  });
}

export async function outOfOfficeList(db: DbOrTx, user: SessionUser) {
  const rows = await q.outOfOfficeOf(db, user.uid);
  const people = await org.peopleNames(db, rows.flatMap((r) => [r.uid, r.agent_uid]));
  return rows.map((r) => ({
    id: String(r.id),
    owner_name: people.get(r.uid) ?? '',
    agent_uid: r.agent_uid,
    agent_name: people.get(r.agent_uid) ?? '',
    starts_at: campusDateTime(r.starts_at),
    ends_at: campusDateTime(r.ends_at),
    reason: r.reason,
    mine: r.uid === user.uid ? 1 : 0,
    cancelled: r.cancelled_at ? 1 : 0,
  }));
}

/** The timers of periods away: tasks move to the agent at the start and back at the end. */
export const awayJobs: JobHandlers = {
  [OOO_START]: (payload, ctx) => awayStarts(ctx.db, (payload as { id: string }).id),
  [OOO_END]: (payload, ctx) => awayEnds(ctx.db, (payload as { id: string }).id),
};
