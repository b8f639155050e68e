/**
 * The ownership walk: one user's real objects (an application with an attached file, a task on it, a period away, a
 * message, a booking, a fill-in submission, an official document) are named by another user in every operation of /api/openapi.json that declares x-owned-objects; each
 * answers the one permission error with no data, exactly as for ids that name nothing. Every payload field named like such an id
 * is declared or exempted here with its reason, so a new id-taking call cannot skip the guard unnoticed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import type { Envelope } from '../../contract/envelope';
import type { MyGrant } from '../../contract/calls/account';
import type { Booking } from '../../contract/calls/bookings';
import { AppType } from '../../contract/constants';
import { campusDate } from '../../server/src/domain/campus-time';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { addResource } from '../../server/src/modules/bookings/resources.service';
import { addMission } from '../../server/src/modules/fillins/fillins.service';
import { publishForm } from '../../server/src/modules/forms/forms.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { filler, type Operation, payloadFields, sendOperation, servedOperations } from '../support/openapi-walk';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Kind = 'instance' | 'task' | 'file' | 'absence' | 'message' | 'booking' | 'submission' | 'document';

/** A payload field named like the id of an object someone owns. */
const ID_FIELD = /^(inst_id|instance_id|task_id|task_ids|file_id|file_ids|file|files|id|ids|message_id|message_ids|msg_id|booking_id|submission_id)$/;

/** Id-like fields the guard does not check, each with the reason. */
const EXEMPT: Record<string, string> = {
  'publicFile.file_id': 'public: only pictures uploaded by administrators for everyone to see (category public) are served',
  'downloadSharedFile.file': "public: the day-bound signature getDownloadFileUrl made for a permitted reader is the permission",
  'revokeGrant.id': 'checked by the grants area: only the grantor may revoke',
  'getAppDetail.id': 'a service of the public catalogue: nobody owns it',
  'getNoticeDetail.id': 'a published notice: the notices area checks its audience',
  'getReserveDetail.id': 'a resource of the booking hall: nobody owns it',
  'getReserveSlots.id': 'a resource of the booking hall: nobody owns it',
  'makeReservation.id': 'a resource of the booking hall: the bookings area checks who may book it',
  'withdrawConsultHours.id': "checked by the bookings area: only the counsellor's own hours are found",
  'getFillMission.id': 'a fill-in mission: the fill-ins area checks the caller is among its people',
};

const FORBIDDEN = { e: 403, m: '没有权限执行此操作', d: null };
const NOT_COVERED = { e: 403, m: '您的授权不包含此事项', d: null };
/** A back-office call (official documents among them) is refused to anyone acting for another, whatever the grant. */
const ACTING_REFUSED = { e: 403, m: '代他人办理时不能进行此操作，请先返回本人账号', d: null };
/** Ids that name nothing, by kind (the same answer is expected for them). */
const MISSING: Record<Kind, string> = {
  instance: '999999999999', task: '999999999999', file: 'no-such-file-0000', absence: '999999999999', message: '999999999999', booking: '999999999', submission: '999999999', document: '999999999',
};

describe.each(engines)('the ownership walk on %s', (engine) => {
  let server: TestServer;
  let filesDir: string;
  let owner: ApiClient;
  let stranger: ApiClient;
  let operations: Operation[];
  let leaveId: number;
  let fillinId: number;
  const ids = {} as Record<Kind, string>;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-owner-'));
    server = await startTestServer({ engine, config: { filesDir } });
    owner = await signedInClient(server.url, demoAccounts.student);
    stranger = await signedInClient(server.url, demoAccounts.guest);
    leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;

    // The owner's file, attached to the owner's application; the approver's task on it; the owner's period away.
    const file = await uploadPdf(owner);
    ids.file = file.id;
    const values = {
      form1_1: 'sick', form1_2: ['2026-12-01 08:00', '2026-12-02 18:00'], form1_3: 2, form1_4: 'no', form1_6: '发烧需要去医院就诊',
      form1_7: '王建国', form1_8: '13912345678', form1_9: [{ id: file.id, name: '病历.pdf', size: file.size }],
    };
    const started = await owner.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(started.body.e).toBe(0);
    ids.instance = String(started.body.d.inst_id);
    ids.task = String((await server.db.selectFrom('process_tasks').select('id').where('instance_id', '=', ids.instance).orderBy('id').executeTakeFirstOrThrow()).id);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const away = await owner.call<{ id: string }>(calls.setOutOfOffice, { delegate_uid: demoAccounts.staff.account, starts_at: day(30), ends_at: day(31) });
    expect(away.body.e).toBe(0);
    ids.absence = String(away.body.d.id);
    // The owner's message that the application was submitted.
    ids.message = String((await server.db.selectFrom('messages').select('id').where('recipient_uid', '=', demoAccounts.student.account).where('about_id', '=', ids.instance).executeTakeFirstOrThrow()).id);
    ids.booking = await bookingOf(owner, leaveId);
    fillinId = await fillinOf([demoAccounts.student.account, demoAccounts.dean.account]);
    ids.submission = await submissionOf(owner, fillinId);
    // A document of the demo campus's: the stranger neither holds the document permit nor takes part in it.
    ids.document = String((await server.db.selectFrom('documents').select('id').orderBy('id').executeTakeFirstOrThrow()).id);

    operations = await servedOperations(server.url);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** A PDF uploaded by `api` for the form field form1_9 of the leave request. */
  async function uploadPdf(api: ApiClient): Promise<{ id: string; size: number }> {
    const form = new FormData();
    form.append('upfile', new Blob([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]), '病历.pdf');
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const uploaded = await fetch(`${server.url}${calls.upload.path}?category=form&app_id=${leaveId}&field=form1_9`, { method: 'POST', body: form, headers: { cookie } });
    return ((await uploaded.json()) as Envelope<{ id: string; size: number }>).d;
  }

  /** A booking of `api`'s for tomorrow, of a study room the service `appId` opens. */
  async function bookingOf(api: ApiClient, appId: number): Promise<string> {
    const id = await addResource(server.db, { kind: 'room', source_type: 1, name: `研讨室 ${appId}-${randomBytes(3).toString('hex')}`, slot_minutes: 60, days_ahead: 7, app_id: appId }, ['研讨室 1']);
    const tomorrow = campusDate(new Date(Date.now() + 86_400_000));
    const made = await api.call<Booking>(calls.makeReservation, { id, date: tomorrow, start: '10:00', request_key: randomBytes(8).toString('hex') });
    expect(made.body.e).toBe(0);
    return String(made.body.d.id);
  }

  /** A daily fill-in of the people `uids`, open all day from today, on a service of its own. */
  async function fillinOf(uids: string[]): Promise<number> {
    const { id: appId } = await server.db.insertInto('apps').values({ name: `每日到岗确认 ${randomBytes(3).toString('hex')}`, type: AppType.fillIn }).returning('id').executeTakeFirstOrThrow();
    await publishForm(server.db, appId, { form_no: 1, fields: [{ id: 'form1_1', type: 'Radio', label: '到岗', required: true, options: [{ value: 'yes', label: '是' }] }] });
    return addMission(server.db, { app_id: appId, population: { uids }, period_kind: 'daily', start_date: campusDate(new Date()), open_time: '00:00', close_time: '23:59' }, new Date());
  }

  /** `api`'s submission of today's period of the fill-in. */
  async function submissionOf(api: ApiClient, missionId: number): Promise<string> {
    const made = await api.call<{ id: number }>(calls.submitFillin, { mission_id: missionId, period_num: 1, data: JSON.stringify({ form1_1: 'yes' }), request_key: randomBytes(8).toString('hex') });
    expect(made.body.e).toBe(0);
    return String(made.body.d.id);
  }

  /** Values some required fields need, for the fields the walk does not aim at. */
  const known = (appId = leaveId) => ({ app_id: appId, node_id: 'head', category: 'form', field: 'form1_9', mission_id: fillinId, period_num: 1, data: '{"form1_1":"yes"}' });

  it('the owner may reach the objects the walk names', async () => {
    expect((await owner.call(calls.getMatterDetail, { inst_id: ids.instance })).body.e).toBe(0);
    expect((await owner.call(calls.getDownloadFile, { id: ids.file, inst_id: ids.instance })).body.e).toBe(0);
    const mine = await owner.call<{ id: string }[]>(calls.getOutOfOffice);
    expect(mine.body.d.map((p) => p.id)).toContain(ids.absence);
    expect((await owner.call(calls.getReservation, { booking_id: ids.booking })).body.e).toBe(0);
    expect((await owner.call(calls.getFillSubmission, { submission_id: ids.submission })).body.e).toBe(0);
  });

  it('declares or exempts, with a reason, every payload field named like an owned id', () => {
    const undeclared: string[] = [];
    const used = new Set<string>();
    for (const op of operations) {
      // A back-office call names the campus's shared records (banners, services, grants), none of them someone's own:
      // the permit it names (x-permit) is checked before its handler instead (test/api/admin-walk.test.ts).
      const adminOp = op as Operation & { tags?: string[]; 'x-permit'?: string };
      if (adminOp.tags?.includes('admin') && adminOp['x-permit']) continue;
      const owned = op['x-owned-objects'] ?? {};
      const { fields } = payloadFields(op);
      for (const name of Object.keys(fields).filter((n) => ID_FIELD.test(n))) {
        const key = `${op.operationId}.${name}`;
        if (key in EXEMPT) used.add(key);
        else if (!(name in owned)) undeclared.push(key);
      }
      for (const name of Object.keys(owned)) expect(`${op.operationId}.${name} ${name in fields}`).toBe(`${op.operationId}.${name} true`);
    }
    expect(undeclared).toEqual([]);
    // An exemption of a served call names a field that exists and is not declared: none is stale.
    const served = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(EXEMPT).filter((k) => served.has(k.split('.')[0]) && !used.has(k))).toEqual([]);
  });

  it("answers another user's ids in every declared call exactly as ids that name nothing: 0 leaks", async () => {
    const walked = operations.filter((op) => op['x-owned-objects']);
    expect(walked.length).toBeGreaterThanOrEqual(20);
    const leaks: string[] = [];
    let requests = 0;
    for (const op of walked) {
      const owned = Object.entries(op['x-owned-objects']!);
      const { fields } = payloadFields(op);
      const base = Object.fromEntries(Object.entries(fields).filter(([n, f]) => f.required && !(n in op['x-owned-objects']!)).map(([n, f]) => [n, filler(n, f.schema, known())]));
      const requiredOwned = (pick: (kind: Kind) => string) => Object.fromEntries(owned.filter(([n]) => fields[n].required).map(([n, k]) => [n, pick(k)]));
      const variants: [string, Record<string, unknown>, boolean][] = [
        ['all foreign', { ...base, ...Object.fromEntries(owned.map(([n, k]) => [n, ids[k]])) }, false],
        ...owned.map(([n, k]): [string, Record<string, unknown>, boolean] => [`${n} foreign`, { ...base, ...requiredOwned((kind) => ids[kind]), [n]: ids[k] }, false]),
        ['missing', { ...base, ...Object.fromEntries(owned.map(([n, k]) => [n, MISSING[k]])) }, false],
        ['malformed', { ...base, ...Object.fromEntries(owned.map(([n]) => [n, 'abc'])) }, true],
      ];
      for (const [label, payload, may400] of variants) {
        requests += 1;
        const res = await sendOperation(server.url, op, payload, stranger);
        const refused = res.status === 403 && JSON.stringify(res.body) === JSON.stringify(FORBIDDEN);
        const invalid = may400 && res.status === 400 && (res.body as Envelope<unknown>).d === null;
        if (!refused && !invalid) leaks.push(`${op.operationId} (${label}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    console.log(`ownership walk on ${engine}: ${walked.length} operations, ${requests} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });

  /**
   * The dean lets his secretary act for him only for 在校证明开具. His leave-request task, the leave application it is
   * on and the file that application holds are of another service: every call naming one of them, acting for him, is
   * refused, also when the payload adds the granted service's app_id or its application and task in fields the call
   * does not take.
   */
  describe('under a grant limited to another service', () => {
    let acting: ApiClient;
    let certificateId: number;
    const uncovered = {} as Record<Exclude<Kind, 'absence'>, string>;
    const covered = {} as Record<Exclude<Kind, 'absence'>, string>;

    async function person(uid: string): Promise<ApiClient> {
      await server.db.updateTable('users').set({ password_hash: await hashPassword('Person@2026') }).where('uid', '=', uid).execute();
      return signedInClient(server.url, { account: uid, password: 'Person@2026' });
    }
    const openTaskOf = async (instanceId: string, uid: string) =>
      String((await server.db.selectFrom('process_tasks').select('id').where('instance_id', '=', instanceId).where('assignee_uid', '=', uid).where('status', '=', 0).executeTakeFirstOrThrow()).id);

    beforeAll(async () => {
      const { dean, secretary } = demoAccounts;
      const deanApi = await signedInClient(server.url, dean);
      // The owner's leave application goes on to the dean, holding the owner's file.
      const head = await server.db.selectFrom('process_tasks').select('assignee_uid').where('id', '=', ids.task).executeTakeFirstOrThrow();
      expect((await (await person(head.assignee_uid)).call(calls.approveTask, { task_id: ids.task })).body.e).toBe(0);
      Object.assign(uncovered, {
        instance: ids.instance, task: await openTaskOf(ids.instance, dean.account), file: ids.file, booking: await bookingOf(deanApi, leaveId), submission: await submissionOf(deanApi, fillinId),
        // The demo's issued document forwarded to the dean: back-office calls are refused to anyone acting for another.
        document: ids.document,
      });

      // A certificate handed to the dean at the registry; a file of his that no application holds.
      certificateId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
      const certificate = await server.db.selectFrom('process_tasks as t').innerJoin('process_instances as i', 'i.id', 't.instance_id')
        .select(['t.id', 't.assignee_uid', 't.instance_id']).where('i.app_id', '=', certificateId).where('t.node_id', '=', 'registry').where('t.status', '=', 0)
        .orderBy('t.id').executeTakeFirstOrThrow();
      expect((await (await person(certificate.assignee_uid)).call(calls.transferTask, { task_id: String(certificate.id), to_uid: dean.account })).body.e).toBe(0);
      const instance = String(certificate.instance_id);
      // No call names a submission or a document beside another owned object, so none of the granted service is needed.
      Object.assign(covered, { instance, task: await openTaskOf(instance, dean.account), file: (await uploadPdf(deanApi)).id, booking: await bookingOf(deanApi, certificateId), submission: '', document: '' });

      const active = (await deanApi.call<MyGrant[]>(calls.getMyGrants)).body.d.filter((g) => g.status === 'active');
      for (const grant of active) expect((await deanApi.call(calls.revokeGrant, { id: grant.id })).body.e).toBe(0);
      const today = campusDate(new Date());
      expect((await deanApi.call(calls.addGrant, { grantee_uid: secretary.account, start_date: today, end_date: today, app_ids: certificateId })).body.e).toBe(0);
      acting = await signedInClient(server.url, secretary);
      expect((await acting.call(calls.changeUserLogin, { to_uid: dean.account })).body.e).toBe(0);
    });

    it('reaches the objects of the service granted', async () => {
      expect((await acting.call(calls.getMatterDetail, { inst_id: covered.instance })).body.e).toBe(0);
      expect((await acting.call(calls.getDownloadFile, { id: covered.file })).body.e).toBe(0);
    });

    it('refuses every call naming an application, task or file of a service the grant leaves out, with or without extra fields: 0 leaks', async () => {
      const walked = operations.filter((op) => Object.values(op['x-owned-objects'] ?? {}).some((kind) => kind !== 'absence'));
      expect(walked.length).toBeGreaterThanOrEqual(20);
      const leaks: string[] = [];
      let requests = 0;
      for (const op of walked) {
        const owned = Object.entries(op['x-owned-objects']!).filter((entry): entry is [string, Exclude<Kind, 'absence'>] => entry[1] !== 'absence');
        const { fields } = payloadFields(op);
        const base = Object.fromEntries(Object.entries(fields).filter(([n, f]) => f.required && !(n in op['x-owned-objects']!)).map(([n, f]) => [n, filler(n, f.schema, known(certificateId))]));
        // The granted service, and its application and task in fields the call does not take.
        const extras = { app_id: certificateId, ...Object.fromEntries(Object.entries({ inst_id: covered.instance, task_id: covered.task }).filter(([n]) => !(n in fields))) };
        for (const [name, kind] of owned) {
          const others = Object.fromEntries(owned.filter(([n]) => n !== name && fields[n].required).map(([n, k]) => [n, covered[k]]));
          for (const [label, extra] of [['', {}], [' with extra fields', extras]] as const) {
            requests += 1;
            const res = await sendOperation(server.url, op, { ...base, ...extra, ...others, [name]: uncovered[kind] }, acting);
            const body = JSON.stringify(res.body);
            if (res.status !== 403 || ![NOT_COVERED, FORBIDDEN, ACTING_REFUSED].some((refusal) => body === JSON.stringify(refusal))) {
              leaks.push(`${op.operationId} (${name} of another service${label}): ${res.status} ${body.slice(0, 160)}`);
            }
          }
        }
      }
      console.log(`limited-grant walk on ${engine}: ${walked.length} operations, ${requests} requests, ${leaks.length} leaks`);
      expect(leaks).toEqual([]);
    });
  });
});
