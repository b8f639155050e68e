/**
 * The admin walk: every operation of /api/openapi.json tagged admin (each names its permit as x-permit) is called with
 * a payload its schema accepts, so a refusal cannot be a schema's 400, as a student, as a staff member who lacks the
 * permit and signed out. Each is refused before its handler: 403 with e = 403 for the signed-in, the login-required
 * answer for the signed-out. A super administrator is refused none of the reading calls. The walk must find at least
 * the administrator calls there were when it was written, and every one the call table declares that an area serves.
 */
import { callList } from '../../contract/calls';
import { ErrorCode, type Envelope } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { permitsOf } from '../../server/src/modules/org/org.service';
import { ApiClient, signedInClient } from '../support/http-client';
import { filler, type Operation, payloadFields, sendOperation, servedOperations } from '../support/openapi-walk';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type AdminOperation = Operation & { tags?: string[]; 'x-permit'?: string };

/** The administrator calls served when the walk was last grown (the back office, part one); the walk finds at least these. */
const ADMIN_CALLS_WHEN_WRITTEN = 57;

/** Administrator calls the call table declares that no area serves yet. */
const NOT_SERVED_YET: string[] = [];

/** The permits the demo staff member T0001 holds (server/demo/org.ts, documents.ts): a call needing one is walked as another staff member. */
const STAFF_PERMITS = ['apps-report-lists', 'tb-report', 'document'];

describe.each(engines)('the admin walk on %s', (engine) => {
  let server: TestServer;
  let operations: AdminOperation[];
  let student: ApiClient;
  let staff: ApiClient;
  let otherStaff: ApiClient;
  let admin: ApiClient;
  const signedOut = () => new ApiClient(server.url);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [student, staff, otherStaff, admin] = await Promise.all(
      [demoAccounts.student, demoAccounts.staff, demoAccounts.repairWorker, demoAccounts.admin].map((a) => signedInClient(server.url, a)),
    );
    operations = ((await servedOperations(server.url)) as AdminOperation[]).filter((op) => op.tags?.includes('admin'));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A payload each required field of the operation accepts. */
  const payloadOf = (op: Operation) =>
    Object.fromEntries(Object.entries(payloadFields(op).fields).filter(([, f]) => f.required).map(([name, f]) => [name, filler(name, f.schema, {})]));

  it('finds every administrator call of the call table, each naming its permit', async () => {
    const declared = callList.filter((c) => c.access === 'admin').map((c) => c.name);
    const served = operations.map((op) => op.operationId);
    expect(operations.length).toBeGreaterThanOrEqual(ADMIN_CALLS_WHEN_WRITTEN);
    expect(served.filter((name) => !declared.includes(name))).toEqual([]);
    expect(declared.filter((name) => !served.includes(name) && !NOT_SERVED_YET.includes(name))).toEqual([]);
    expect(operations.filter((op) => !op['x-permit']).map((op) => op.operationId)).toEqual([]);
    // The stand-in staff member holds none of the permits T0001 holds.
    const held = await permitsOf(server.db, demoAccounts.repairWorker.account);
    expect([...held.permits, ...held.web_permits].filter((p) => STAFF_PERMITS.includes(p))).toEqual([]);
  });

  it('refuses a student, a staff member without the permit and the signed-out on every administrator call', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const payload = payloadOf(op);
      const lacking = STAFF_PERMITS.includes(op['x-permit'] ?? '') ? otherStaff : staff;
      for (const [who, as] of [['student', student], ['staff', lacking]] as const) {
        const res = await sendOperation(server.url, op, payload, as);
        const body = res.body as Envelope<unknown>;
        if (res.status !== 403 || body.e !== ErrorCode.FORBIDDEN || body.d !== null) wrong.push(`${op.operationId} as ${who}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
      const out = await sendOperation(server.url, op, payload, signedOut());
      if ((out.body as Envelope<unknown>).e !== ErrorCode.LOGIN_REQUIRED) wrong.push(`${op.operationId} signed out: ${out.status} ${JSON.stringify(out.body).slice(0, 160)}`);
    }
    console.log(`admin walk on ${engine}: ${operations.length} operations, ${operations.length * 3} requests, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  });

  it('refuses a super administrator none of the reading calls', async () => {
    const reads = operations.filter((op) => op.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const op of reads) {
      const res = await sendOperation(server.url, op, payloadOf(op), admin);
      const body = res.body as Envelope<unknown> | string;
      if (res.status === 403 || (typeof body === 'object' && body.e === ErrorCode.FORBIDDEN)) refused.push(`${op.operationId}: ${JSON.stringify(body).slice(0, 160)}`);
      if (res.status >= 500) refused.push(`${op.operationId}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});
