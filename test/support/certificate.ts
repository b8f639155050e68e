/**
 * The demo campus's 在校证明开具 with a one-step route the staff member approves, and a student's application for it:
 * the smallest real application several suites need (messages, periods away).
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import type { ApiClient } from './http-client';
import type { TestServer } from './test-server';

/** Publishes the one-step route; answers the service's id. */
export async function certificateWithOneStep(server: TestServer): Promise<number> {
  const appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
  await publishProcess(server.db, appId, {
    nodes: [{ kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' }],
  });
  return appId;
}

/** The student applies for the certificate; answers the application's id. */
export async function applyForCertificate(server: TestServer, student: ApiClient, appId: number): Promise<string> {
  const form = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', appId).orderBy('version', 'desc').executeTakeFirstOrThrow();
  const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
  const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
  const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
  expect(started.body.e).toBe(0);
  return String(started.body.d.inst_id);
}
