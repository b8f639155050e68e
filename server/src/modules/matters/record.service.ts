/**
 * One application as its record reads, for other areas that print or certify it (the receipts area): what
 * getMatterDetail shows, with the form as a given reader sees it, plus what a record needs beyond a page: every
 * stored value and step (for a receipt's digest), the process version it runs on and the steps it waits at.
 * It checks no access itself: `takesPart` tells the caller whether a user is a participant (the getMatterDetail rule).
 */
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { stepNamer, TODO_STATUSES } from '../../workflow-runtime';
import { START } from '../../workflow/engine';
import * as apps from '../apps/apps.service';
import * as forms from '../forms/forms.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './matters.queries';
import { instanceRecord } from './record.queries';

const isRowId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

/** Whether the user is the applicant or holds or held a task on the application (a CC included). */
export async function takesPart(db: DbOrTx, user: SessionUser, instanceId: string): Promise<boolean> {
  return isRowId(instanceId) && (await q.participantInstance(db, instanceId, user.uid)) !== undefined;
}

export interface RecordStep {
  node_id: string;
  node_name: string;
  action: string;
  actor_uid: string | null;
  actor_name: string;
  /** Who took the step for the actor under their grant; empty otherwise. */
  agent_name: string;
  opinion: string;
  created: string;
}

/**
 * The record of an application, the form as `reader` sees it (the applicant's view for anyone holding no task on
 * it, an administrator say, or when no reader is given). Throws matters.notFound when there is no such application.
 */
export async function matterRecord(db: DbOrTx, lang: Lang, instanceId: string, reader?: SessionUser) {
  const row = isRowId(instanceId) ? await instanceRecord(db, instanceId) : undefined;
  if (!row || row.form_version_id === null) throw new DomainError('matters.notFound');
  const tasks = reader && reader.uid !== row.creator_uid ? await q.tasksOfIn(db, String(row.id), reader.uid) : [];
  return recordOf(db, lang, { ...row, form_version_id: row.form_version_id }, tasks);
}

/** The step whose view of the form a reader gets: their open (or last) task's node; the applicant's start without one. */
export function readerNode(tasks: readonly { node_id: string; status: number }[]): string {
  const open = tasks.find((t) => TODO_STATUSES.includes(t.status as 0 | 1));
  return (open ?? tasks[tasks.length - 1])?.node_id ?? START;
}

type RecordRow = NonNullable<Awaited<ReturnType<typeof instanceRecord>>> & { form_version_id: number };

/**
 * The record of a loaded application as a reader holding `readerTasks` on it sees it: an approver reads the form as
 * their open (or last) task's step shows it; the applicant, or anyone without a task, as the applicant's start.
 */
export async function recordOf(db: DbOrTx, lang: Lang, row: RecordRow, readerTasks: readonly { node_id: string; status: number }[]) {
  const [form, steps, applicant, appNames, named] = await Promise.all([
    forms.formVersion(db, row.form_version_id),
    q.stepsOf(db, String(row.id)),
    org.activeUser(db, row.creator_uid),
    apps.appNames(db, [row.app_id], lang),
    stepNamer(db, lang, [row.process_version_id]),
  ]);
  if (!form) throw new Error(`Form version ${row.form_version_id} is missing`);
  const actors = await org.peopleNames(db, steps.flatMap((s) => [s.actor_uid, s.agent_uid]));
  const schema = forms.formForReader(form.schema, readerNode(readerTasks), row.state.values, lang);
  const visible = new Set(schema.fields.map((f) => f.id));
  const state = row.state;
  return {
    // Row ids are bigint, read as numbers (server/src/db/connect.ts); the API names applications by text.
    inst_id: String(row.id),
    app_id: row.app_id,
    app_name: appNames.get(row.app_id) ?? '',
    title: row.title,
    status: row.status as 0 | 1 | 2 | 4,
    created: campusDateTime(row.created_at),
    finished: campusDateTime(row.finished_at),
    applicant: {
      uid: row.creator_uid,
      name: applicant?.name ?? '',
      number: applicant?.number ?? '',
      college: applicant ? await org.departmentName(db, applicant.department_id, lang) : '',
    },
    form: { version: form.version, schema },
    values: Object.fromEntries(Object.entries(state.values).filter(([id]) => visible.has(id))),
    /** Every stored value, fields hidden from the reader included: only for digests, never to show. */
    stored_values: state.values,
    steps: steps.map(
      (s): RecordStep => ({
        node_id: s.node_id,
        node_name: named(row.process_version_id, s.node_id, s.node_name),
        action: s.action,
        actor_uid: s.actor_uid,
        actor_name: s.actor_uid ? actors.get(s.actor_uid) ?? '' : '',
        agent_name: s.agent_uid ? actors.get(s.agent_uid) ?? '' : '',
        opinion: s.opinion,
        created: campusDateTime(s.created_at),
      }),
    ),
    process_version_id: row.process_version_id,
    /** The steps the application waits at now: its pending approval tasks' nodes ('start' when back with the applicant). */
    pending_nodes: [...new Set(state.tasks.filter((t) => t.kind !== 'cc' && t.state === 'pending').map((t) => t.node))],
    /** The steps it has passed: approved there, or copied to (a copy passes as it is sent). */
    passed_nodes: [...new Set(state.tasks.filter((t) => t.state === 'approved' || t.kind === 'cc').map((t) => t.node))],
  };
}

export type MatterRecord = Awaited<ReturnType<typeof matterRecord>>;
