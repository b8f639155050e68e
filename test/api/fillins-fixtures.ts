/**
 * What the fill-in suites share: a server whose clock the test moves (the reminder jobs run on the same clock, driven
 * by hand), a school of the suite's own (with a sub-department and classes), its people signed in, and missions on
 * catalogue services of the fill-in type added through the fill-ins area's service.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import { AppType } from '../../contract/constants';
import type { FormSchema } from '../../contract/forms/schema';
import { startJobRunner } from '../../server/src/jobs';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { fillinsArea } from '../../server/src/modules/fillins';
import { addMission, type NewMission } from '../../server/src/modules/fillins/fillins.service';
import { publishForm } from '../../server/src/modules/forms/forms.service';
import { type ApiClient, signedInClient } from '../support/http-client';
import { startTestServer, type Engine, type TestServer } from '../support/test-server';

const PASSWORD = 'Fillin@2026';

/** A page of a list as the calls answer it. */
export type Page<T> = { list: T[]; total: number; p: number; page_size: number };

export const campusTime = (text: string) => new Date(`${text}+08:00`);

export interface FillinSuite {
  server: TestServer;
  /** The server's clock: set `clock.at` to move it. */
  clock: { at: Date };
  /** Runs the fill-in jobs due by the clock until none is left; answers how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

export async function fillinSuite(engine: Engine): Promise<FillinSuite> {
  // A Monday morning.
  const clock = { at: campusTime('2026-12-07T09:00:00') };
  const server = await startTestServer({ engine, now: () => clock.at, config: { loginAttemptsPerMinute: 1000, loginAttemptsPerAddressPerMinute: 10_000 } });
  return {
    server,
    clock,
    async runJobs() {
      const runner = startJobRunner(server.db, { ...fillinsArea.jobs }, { pollMs: 0, now: () => clock.at });
      let ran = 0;
      for (let n = await runner.runDue(); n > 0; n = await runner.runDue()) ran += n;
      await runner.stop();
      return ran;
    },
    close: () => server.close(),
  };
}

export interface School {
  id: number;
  /** A department under it. */
  lab: number;
}

/** A school of the suite's own, with a research institute under it. */
export async function school(server: TestServer, name = `测试学院${randomBytes(2).toString('hex')}`): Promise<School> {
  const code = `T${randomBytes(3).toString('hex')}`;
  const { id } = await server.db.insertInto('departments').values({ code, name, name_en: `School ${code}`, kind: 'college', parent_id: null }).returning('id').executeTakeFirstOrThrow();
  const lab = await server.db.insertInto('departments').values({ code: `${code}L`, name: `${name}研究所`, kind: 'unit', parent_id: id }).returning('id').executeTakeFirstOrThrow();
  return { id, lab: lab.id };
}

export interface Person {
  uid: string;
  api: ApiClient;
}

let hashed: Promise<string> | undefined;
let counter = 0;

/** People of a department (students unless said), each signed in; `className` gives them a class. */
export async function people(
  server: TestServer,
  count: number,
  where: { department: number | null; identity?: 'student' | 'staff'; className?: string | null },
): Promise<Person[]> {
  hashed ??= hashPassword(PASSWORD);
  const hash = await hashed;
  const run = randomBytes(2).toString('hex');
  // Numbered in the order made, so lists by number follow it.
  const uids = Array.from({ length: count }, () => `F${String(++counter).padStart(5, '0')}${run}`);
  await server.db
    .insertInto('users')
    .values(
      uids.map((uid, i) => ({
        uid, number: uid, name: `填报测试${counter - count + i + 1}`, identity_type: where.identity ?? 'student', identity_id: where.identity ?? 'student',
        identity_name: where.identity === 'staff' ? '教职工' : '本科生', department_id: where.department, class_name: where.className ?? null, password_hash: hash,
      })),
    )
    .execute();
  const signed: Person[] = [];
  for (let i = 0; i < uids.length; i += 4) {
    const batch = uids.slice(i, i + 4);
    signed.push(...(await Promise.all(batch.map(async (uid) => ({ uid, api: await signedInClient(server.url, { account: uid, password: PASSWORD }) })))));
  }
  return signed;
}

/** A check-in form: a temperature, a choice, several choices, a day and a note. */
export const checkInForm: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Numeric', label: '体温', label_en: 'Temperature', required: true, min: 35, max: 42, precision: 1 },
    { id: 'form1_2', type: 'Radio', label: '健康状况', label_en: 'Health', required: true, options: [{ value: 'good', label: '良好', label_en: 'Well' }, { value: 'ill', label: '不适', label_en: 'Unwell' }] },
    { id: 'form1_3', type: 'Checkbox', label: '症状', label_en: 'Symptoms', options: [{ value: 'cough', label: '咳嗽' }, { value: 'fever', label: '发热' }, { value: 'tired', label: '乏力' }] },
    { id: 'form1_4', type: 'Calendar', label: '返校日期', label_en: 'Back on', mode: 'date' },
    { id: 'form1_5', type: 'MultiInput', label: '备注', label_en: 'Notes', max_length: 200 },
  ],
};

export interface MissionSpec extends Partial<Omit<NewMission, 'app_id' | 'population'>> {
  name?: string;
  form?: FormSchema;
  population: NewMission['population'];
}

/** A mission of the suite's own on a new catalogue service of the fill-in type; daily from the Monday, 08:00–20:00 unless said. */
export async function mission(suite: FillinSuite, spec: MissionSpec): Promise<{ id: number; appId: number; name: string }> {
  const { server, clock } = suite;
  const name = spec.name ?? `测试填报${randomBytes(3).toString('hex')}`;
  const { id: appId } = await server.db.insertInto('apps').values({ name, name_en: `Fill-in ${name.slice(-6)}`, type: AppType.fillIn, audiences: ['student', 'teacher'] }).returning('id').executeTakeFirstOrThrow();
  await publishForm(server.db, appId, spec.form ?? checkInForm);
  const { form: _form, name: _name, ...rest } = spec;
  const id = await addMission(server.db, { period_kind: 'daily', start_date: '2026-12-07', open_time: '08:00', close_time: '20:00', ...rest, app_id: appId }, clock.at);
  return { id, appId, name };
}

export const requestKey = () => randomBytes(9).toString('base64url');

/** Values the check-in form takes. */
export const checkIn = (over: Record<string, unknown> = {}) => ({ form1_1: 36.5, form1_2: 'good', ...over });

export function submit(api: ApiClient, missionId: number, periodNum: number, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return api.call<{ id: number; late: boolean }>(calls.submitFillin, { mission_id: missionId, period_num: periodNum, data: JSON.stringify(values), request_key: requestKey(), ...extra });
}
