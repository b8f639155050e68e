/**
 * Supervision's figures, kept per campus day and service as applications move (the applicationMoved hook the
 * matters area tells in the transaction of each start, end and reopening), and counted again from the applications
 * themselves by `rebuildFigures` (the demo campus, whose records are dated after they are made; an installation
 * upgraded from before the figures; the benchmark's generated applications). Why kept, not computed: README.md.
 */
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import type { CampusCalendar } from '../../workflow/working-time';
import type { ApplicationMoved } from '../area-module';
import * as calendar from '../calendar/calendar.service';
import * as matters from '../matters/matters.service';
import * as q from './figures.queries';
import { bucketOf } from './handling-buckets';
import { slaHoursOf } from './sla-hours';
import { pastSla, workingSeconds } from './working-spans';

type Timed = Awaited<ReturnType<typeof matters.applicationsTimed>>;
type Application = Timed['rows'][number];

const YEAR_MS = 400 * 86_400_000;

/** The calendar spanning some applications' lives. */
function calendarFor(db: DbOrTx, rows: readonly Application[]): Promise<CampusCalendar> {
  const times = rows.flatMap((r) => [r.created_at.getTime(), (r.finished_at ?? new Date()).getTime()]);
  return calendar.campusCalendar(db, new Date(Math.min(...times) - 86_400_000), new Date(Math.max(...times, Date.now()) + YEAR_MS / 400));
}

/** Each application's approval tasks. */
function tasksByApplication(tasks: Timed['tasks']): Map<string, Timed['tasks']> {
  const by = new Map<string, Timed['tasks']>();
  for (const t of tasks) by.set(String(t.instance_id), [...(by.get(String(t.instance_id)) ?? []), t]);
  return by;
}

/**
 * What an ended application adds to its end day: one ended, completed or not, its working time, and whether one of its
 * approval tasks (`tasks`, its own) went past its node's SLA.
 */
async function endedDelta(db: DbOrTx, cal: CampusCalendar, app: Application, tasks: Timed['tasks']): Promise<{ day: q.DayDelta; bucket: number }> {
  const finished = app.finished_at ?? new Date();
  const sla = app.process_version_id === null ? new Map<string, number>() : await slaHoursOf(db, app.process_version_id);
  const overdue = tasks.some((t) => pastSla(cal, sla.get(t.node_id), t.created_at, t.finished_at ?? finished));
  const seconds = workingSeconds(cal, app.created_at, finished);
  return {
    day: { app_id: app.app_id, day: campusDate(finished), ended: 1, completed: app.status === 2 ? 1 : 0, overdue: overdue ? 1 : 0, work_seconds: seconds },
    bucket: bucketOf(seconds),
  };
}

/** Shards of a day's row (by application): a crowd applying for one service at once spreads over them. */
const SHARDS = 8;

/** The applicationMoved hook: one application made, ended or reopened, counted in the change's transaction. */
export const applicationMoved: ApplicationMoved = async (db, instanceId, move) => {
  const timed = await matters.applicationsTimed(db, { ids: [instanceId] }, 1);
  const app = timed.rows[0];
  if (!app) return;
  const startDay = campusDate(app.created_at);
  const shard = Number(BigInt(instanceId) % BigInt(SHARDS));
  if (move === 'started') return q.addToDays(db, [{ app_id: app.app_id, day: startDay, shard, started: 1, open: 1 }]);
  if (move === 'reopened') return q.addToDays(db, [{ app_id: app.app_id, day: startDay, shard, open: 1 }]);
  const ended = await endedDelta(db, await calendarFor(db, [app]), app, timed.tasks);
  await q.addToDays(db, [{ app_id: app.app_id, day: startDay, shard, open: -1 }, { ...ended.day, shard }]);
  await q.addToHandling(db, [{ app_id: app.app_id, day: ended.day.day, bucket: ended.bucket, n: 1, shard }]);
};

const BATCH = 5000;

/** Counts every application again, in batches; run in one transaction so readers never see half of it. */
export async function rebuildFigures(db: DbOrTx, onBatch?: (counted: number) => void): Promise<number> {
  await q.clearFigures(db);
  let afterId: string | undefined;
  let counted = 0;
  for (;;) {
    const timed = await matters.applicationsTimed(db, { afterId }, BATCH);
    if (timed.rows.length === 0) return counted;
    const cal = await calendarFor(db, timed.rows);
    const tasks = tasksByApplication(timed.tasks);
    const days: q.DayDelta[] = [];
    const buckets: { app_id: number; day: string; bucket: number; n: number }[] = [];
    for (const app of timed.rows) {
      days.push({ app_id: app.app_id, day: campusDate(app.created_at), started: 1, open: app.status === 0 ? 1 : 0 });
      if (app.status === 0) continue;
      const ended = await endedDelta(db, cal, app, tasks.get(String(app.id)) ?? []);
      days.push(ended.day);
      buckets.push({ app_id: app.app_id, day: ended.day.day, bucket: ended.bucket, n: 1 });
    }
    await q.addToDays(db, days);
    await q.addToHandling(db, buckets);
    counted += timed.rows.length;
    afterId = String(timed.rows[timed.rows.length - 1].id);
    onBatch?.(counted);
  }
}
