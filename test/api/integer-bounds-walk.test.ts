/**
 * The integer walk: every integer parameter of every operation of /api/openapi.json is sent values no column holds
 * (2³¹, a negative number, 10²⁰) by a signed-in administrator, who passes every access check; each answers 400 with
 * the envelope and a message naming the parameter, never a 500 from the database. PostgreSQL's integer columns are
 * where such values failed, so this suite matters most with TEST_DATABASE_URL set.
 */
import { calls } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { filler, type JsonSchema, type Operation, payloadFields, plainSchema, sendOperation, servedOperations } from '../support/openapi-walk';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';

const OUT_OF_RANGE = ['2147483648', '-1', String(1e20)];

const isInteger = (schema: JsonSchema) => plainSchema(schema).type === 'integer' && !plainSchema(schema).enum;

describe.each(bothEngines)('the integer walk on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let operations: Operation[];
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await signedInClient(server.url, demoAccounts.admin);
    appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
    operations = await servedOperations(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Values some required fields need, so the schema reaches the field the walk aims at. */
  const known = () => ({
    app_id: appId,
    category: 'form',
    field: 'form1_9',
    values: '{}',
    start_date: '2026-12-01',
    end_date: '2026-12-02',
    global_font_color: '#000000',
    global_file_font_color: '#000000',
  });

  it('answers an out-of-range value in every integer parameter with 400 and a message naming it, in zh and en', async () => {
    const failures: string[] = [];
    const walked = new Set<string>();
    for (const op of operations) {
      const { fields } = payloadFields(op);
      const base = Object.fromEntries(Object.entries(fields).filter(([, f]) => f.required).map(([n, f]) => [n, filler(n, f.schema, known())]));
      for (const [name] of Object.entries(fields).filter(([, f]) => isInteger(f.schema))) {
        walked.add(`${op.operationId}.${name}`);
        for (const value of OUT_OF_RANGE) {
          for (const lang of ['zh-CN', 'en']) {
            const res = await sendOperation(server.url, op, { ...base, [name]: value }, admin, { 'accept-language': lang });
            const envelope = res.body;
            const readable = typeof envelope === 'object' && envelope.d === null && envelope.e !== 0 && envelope.m.includes(name);
            if (res.status !== 400 || !readable) failures.push(`${op.operationId}.${name}=${value} (${lang}): ${res.status} ${JSON.stringify(envelope).slice(0, 160)}`);
          }
        }
      }
    }
    console.log(`integer walk on ${engine}: ${walked.size} parameters, ${failures.length} failures`);
    expect(walked).toContain(`${calls.getAppDetail.name}.id`);
    expect(walked).toContain(`${calls.getNoticeDetail.name}.id`);
    expect(walked.size).toBeGreaterThanOrEqual(21);
    expect(failures).toEqual([]);
  });
});
