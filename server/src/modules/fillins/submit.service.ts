/**
 * Filling in a period (submitFillin). The rules that depend only on the mission, the person and the clock are
 * checked first; the values with the form's one validator (as startMatter does); then the submission and what it
 * adds to the period's figures are one statement (for a mission taking one a period, shared with the submissions
 * arriving meanwhile), and the database has the last word: a second submission of the
 * person's for a period that takes one (seq 1 taken), or a request key used before, writes nothing. A request key sent
 * again answers the first submission. An edit (submission_id, the person's own, while the window is open) moves the
 * figures in one transaction.
 */
import type { FormValues } from '../../../../contract/forms/schema';
import { isPeriodNum, periodBounds } from '../../../../contract/rules/fillin-periods';
import type { Db, DbOrTx } from '../../db/database';
import { gathered, type Outcome } from '../../db/gathered';
import { databaseOf, inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import * as forms from '../forms/forms.service';
import type { SessionUser } from '../org/org.service';
import { placementOf, standsIn } from '../org/population.service';
import { figuresOf, moved, shardOf } from './figures';
import * as f from './figures.queries';
import * as q from './fillins.queries';
import { currentFormOf, dueTest, missionOf, type Mission } from './missions.service';

/** Figures of one group spread over this many rows (0–7), so a crowd in one class does not queue on one row. */
export const SHARDS = 8;

/** Multi missions: attempts at the next number when someone else's submission of the same person took it meanwhile. */
const SEQ_TRIES = 5;

export interface SubmitInput {
  mission_id: number;
  period_num: number;
  data: string;
  request_key: string;
  submission_id?: number;
}

function parsedValues(data: string): FormValues {
  try {
    const values: unknown = JSON.parse(data);
    if (values && typeof values === 'object' && !Array.isArray(values)) return values as FormValues;
  } catch {
    // answered below
  }
  throw new DomainError('fillins.badData');
}

const stamp = (ms: number) => campusDateTime(new Date(ms));

/** Whether the person may submit for the period now; answers whether it would be late. */
export async function admission(db: DbOrTx, mission: Mission, user: SessionUser, periodNum: number, now: Date, editing: boolean): Promise<{ late: boolean }> {
  if (mission.status === 'ended') throw new DomainError('fillins.ended');
  if (!standsIn(mission.population, await placementOf(db, user))) throw new DomainError('fillins.notInPopulation');
  if (!isPeriodNum(mission.plan, periodNum)) throw new DomainError('fillins.noSuchPeriod', { num: periodNum });
  const period = periodBounds(mission.plan, periodNum);
  if (now.getTime() < period.opens_at) throw new DomainError('fillins.notOpen', { opensAt: stamp(period.opens_at) });
  if (!(await dueTest(db, mission, [period.due_date]))(period.due_date)) throw new DomainError('fillins.notDue', { day: period.due_date });
  const late = now.getTime() >= period.closes_at;
  if (late && editing) throw new DomainError('fillins.editClosed', { closesAt: stamp(period.closes_at - 1_000) });
  if (late && mission.late_policy === 'refuse') throw new DomainError('fillins.closed', { closesAt: stamp(period.closes_at - 1_000) });
  return { late };
}

/**
 * A request key is looked up only when a submission is not taken: most requests are first ones, and the insert
 * itself refuses a key used before. A retry refused on the way (its window closed meanwhile) still answers the
 * submission its first request made.
 */
async function orFirst<T>(db: DbOrTx, user: SessionUser, input: SubmitInput, work: () => Promise<T>): Promise<T | { id: number; late: boolean }> {
  try {
    return await work();
  } catch (err) {
    const first = err instanceof DomainError ? await q.submissionByKey(db, user.uid, input.request_key) : undefined;
    if (first) return first;
    throw err;
  }
}

type Answer = { id: number; late: boolean };
type FirstSubmission = { submission: f.NewSubmission; figures: ReturnType<typeof figuresOf> };

/**
 * First submissions of a period (a mission taking one each) gathered while the last batch is written (gathered.ts):
 * a crowd filling in at once is written in one statement a batch. A person without a row made either used their key
 * before (answered with that submission) or filled the period already.
 */
async function writeFirst(db: DbOrTx, made: FirstSubmission[]): Promise<Outcome<Answer>[]> {
  const ids = await f.insertFirstSubmissions(db, made);
  return Promise.all(
    made.map(async ({ submission: s }): Promise<Outcome<Answer>> => {
      const id = ids.get(`${s.uid}\n${s.requestKey}`);
      if (id !== undefined) return { ok: true, value: { id, late: s.late } };
      const retried = await q.submissionByKey(db, s.uid, s.requestKey);
      return retried ? { ok: true, value: retried } : { ok: false, error: new DomainError('fillins.alreadyFilled') };
    }),
  );
}

const firstSubmissions = gathered<FirstSubmission, Answer>((db, made) => writeFirst(db as Db, made), { max: 250, apart: (m) => m.submission.uid });

export async function submitFillin(db: DbOrTx, user: SessionUser, input: SubmitInput, now: Date): Promise<{ id: number; late: boolean }> {
  const checked = await orFirst(db, user, input, async () => {
    const mission = await missionOf(db, input.mission_id);
    const { late } = await admission(db, mission, user, input.period_num, now, input.submission_id !== undefined);
    const form = await currentFormOf(db, mission.app_id);
    const values = await forms.checkedValues(db, { schema: form.schema, values: parsedValues(input.data), uid: user.uid, agentUid: user.actor_uid, appId: mission.app_id });
    return { mission, late, form, values };
  });
  if ('id' in checked) return checked;
  const { mission, late, form, values } = checked;
  if (input.submission_id !== undefined) return edit(db, user, mission, input, form, values);

  const row = {
    missionId: mission.id,
    periodNum: input.period_num,
    uid: user.uid,
    departmentId: user.department_id ?? 0,
    className: user.class_name ?? '',
    shard: shardOf(user.uid, SHARDS),
    formVersionId: form.id,
    values: JSON.stringify(values),
    late,
    requestKey: input.request_key,
  };
  const figures = figuresOf(form.schema, values);
  if (!mission.is_multi) {
    const made = { submission: { ...row, seq: 1 }, figures };
    if (db.isTransaction) {
      const [answer] = await writeFirst(db, [made]);
      if (!answer.ok) throw answer.error;
      return answer.value;
    }
    return firstSubmissions.run(databaseOf(db)!, `${mission.id}:${input.period_num}`, made);
  }
  for (let attempt = 0; attempt < SEQ_TRIES; attempt++) {
    const seq = await q.nextSeq(db, mission.id, input.period_num, user.uid);
    const id = await f.insertSubmission(db, { ...row, seq }, figures);
    if (id !== undefined) return { id, late };
    // Nothing written: this key's first request won meanwhile, or someone else's took this number.
    const retried = await q.submissionByKey(db, user.uid, input.request_key);
    if (retried) return retried;
  }
  throw new DomainError('fillins.alreadyFilled');
}

/** Changes one of the person's submissions of the period; its figures move from the old values to the new. */
async function edit(db: DbOrTx, user: SessionUser, mission: Mission, input: SubmitInput, form: forms.FormVersion, values: FormValues): Promise<{ id: number; late: boolean }> {
  return inTransaction(db, async (tx) => {
    const old = await q.lockSubmission(tx, input.submission_id!);
    if (!old || old.mission_id !== mission.id || old.period_num !== input.period_num) throw new DomainError('fillins.submissionNotFound');
    if (old.uid !== user.uid) throw new DomainError('fillins.notYours');
    const oldForm = old.form_version_id === form.id ? form : await forms.formVersion(tx, old.form_version_id);
    const change = moved(oldForm ? figuresOf(oldForm.schema, old.values) : [], figuresOf(form.schema, values));
    await q.updateValues(tx, old.id, { values: JSON.stringify(values), form_version_id: form.id });
    const group = { missionId: old.mission_id, periodNum: old.period_num, departmentId: old.department_id, className: old.class_name, shard: old.shard };
    await f.moveFigures(tx, group, change.figures);
    await f.refreshExtremes(tx, group, change.stale);
    return { id: old.id, late: old.late };
  });
}
