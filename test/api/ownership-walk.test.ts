/**
 * The ownership walk: one user's real objects (an application with an attached file, a task on it, a period away)
 * are named by another user in every operation of /api/openapi.json that declares x-owned-objects; each answers the
 * one permission error with no data, exactly as for ids that name nothing. Every payload field named like such an id
 * is declared or exempted here with its reason, so a new id-taking call cannot skip the guard unnoticed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import type { Envelope } from '../../contract/envelope';
import { demoAccounts } from '../../server/src/seed/demo-accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { filler, type Operation, payloadFields, sendOperation, servedOperations } from '../support/openapi-walk';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Kind = 'instance' | 'task' | 'file' | 'absence';

/** A payload field named like the id of an object someone owns. */
const ID_FIELD = /^(inst_id|instance_id|task_id|task_ids|file_id|file_ids|file|files|id|ids|message_id|message_ids|msg_id)$/;

/** Id-like fields the guard does not check, each with the reason. */
const EXEMPT: Record<string, string> = {
  'reopenMatter.inst_id': "an administrator's back-office call (access admin): its handler checks the administrator",
  'downloadSharedFile.file': "public: the day-bound signature getDownloadFileUrl made for a permitted reader is the permission",
  'revokeGrant.id': 'checked by the grants area: only the grantor may revoke',
  'getAppDetail.id': 'a service of the public catalogue: nobody owns it',
  'getNoticeDetail.id': 'a published notice: the notices area checks its audience',
};

const FORBIDDEN = { e: 403, m: '没有权限执行此操作', d: null };
/** Ids that name nothing, by kind (the same answer is expected for them). */
const MISSING: Record<Kind, string> = { instance: '999999999999', task: '999999999999', file: 'no-such-file-0000', absence: '999999999999' };

describe.each(engines)('the ownership walk on %s', (engine) => {
  let server: TestServer;
  let filesDir: string;
  let owner: ApiClient;
  let stranger: ApiClient;
  let operations: Operation[];
  let leaveId: number;
  const ids = {} as Record<Kind, string>;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'ch-owner-'));
    server = await startTestServer({ engine, config: { filesDir } });
    owner = await signedInClient(server.url, demoAccounts.student);
    stranger = await signedInClient(server.url, demoAccounts.guest);
    leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;

    // The owner's file, attached to the owner's application; the approver's task on it; the owner's period away.
    const form = new FormData();
    form.append('upfile', new Blob([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]), '病历.pdf');
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const uploaded = await fetch(`${server.url}${calls.upload.path}?category=form&app_id=${leaveId}&field=form1_9`, { method: 'POST', body: form, headers: { cookie } });
    const file = ((await uploaded.json()) as Envelope<{ id: string; size: number }>).d;
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

    operations = await servedOperations(server.url);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** Values some required fields need, for the fields the walk does not aim at. */
  const known = () => ({ app_id: leaveId, node_id: 'head', category: 'form', field: 'form1_9' });

  it('the owner may reach the objects the walk names', async () => {
    expect((await owner.call(calls.getMatterDetail, { inst_id: ids.instance })).body.e).toBe(0);
    expect((await owner.call(calls.getDownloadFile, { id: ids.file, inst_id: ids.instance })).body.e).toBe(0);
    const mine = await owner.call<{ id: string }[]>(calls.getOutOfOffice);
    expect(mine.body.d.map((p) => p.id)).toContain(ids.absence);
  });

  it('declares or exempts, with a reason, every payload field named like an owned id', () => {
    const undeclared: string[] = [];
    const used = new Set<string>();
    for (const op of operations) {
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
});
