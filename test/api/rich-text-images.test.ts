/**
 * Pictures in rich text come only from the portal itself and the hosts IMAGE_HOSTS names: a picture from anywhere
 * else (a tracking pixel that would tell its owner when an approver opens the application) is dropped when the
 * application or draft is stored, and the page's policy would not load it anyway.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { MatterDetail } from '../../contract/calls/matters';
import { publishForm } from '../../server/src/modules/forms/forms.service';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const IMAGE_HOST = 'https://img.example.edu.cn';
const body = [
  '<p>行程</p>',
  '<img src="https://tracker.example/pixel.gif?who=approver">',
  '<img src="//tracker.example/pixel.gif">',
  '<img src="/\\tracker.example/pixel.gif">',
  '<img src="/api/files/download?file_id=abc" alt="附件图">',
  `<img src="${IMAGE_HOST}/campus.png" alt="校园">`,
].join('');
const kept = `<p>行程</p><img src="/api/files/download?file_id=abc" alt="附件图" /><img src="${IMAGE_HOST}/campus.png" alt="校园" />`;

describe('pictures in rich text', () => {
  let server: TestServer;
  let student: ApiClient;
  let staff: ApiClient;
  let appId: number;

  beforeAll(async () => {
    server = await startTestServer({ config: { imageOrigins: [IMAGE_HOST] } });
    student = await signedInClient(server.url, demoAccounts.student);
    staff = await signedInClient(server.url, demoAccounts.staff);
    appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishForm(server.db, appId, { form_no: 1, fields: [{ id: 'form1_1', type: 'RichText', label: '说明', required: true }] });
    await publishProcess(server.db, appId, {
      nodes: [{ kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [demoAccounts.staff.account] }, mode: 'sequential' }],
    });
  });
  afterAll(() => server?.close());

  it("keeps in an application only the portal's own pictures and those of the configured hosts: no tracking pixel reaches the approver", async () => {
    const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: appId, values: JSON.stringify({ form1_1: body }), start_key: randomBytes(8).toString('hex') });
    expect(started.body.e).toBe(0);
    const seen = await staff.call<MatterDetail>(calls.getMatterDetail, { inst_id: started.body.d.inst_id });
    expect(seen.body.d.values.form1_1).toBe(kept);
  });

  it('keeps the same pictures in a draft', async () => {
    expect((await student.call(calls.saveDraft, { app_id: appId, values: JSON.stringify({ form1_1: body }) })).body.e).toBe(0);
    const draft = await student.call<{ values: Record<string, unknown> }>(calls.getDraft, { app_id: appId });
    expect(draft.body.d.values).toEqual({ form1_1: kept });
  });

  it('lets the page load pictures only from itself, data: and the configured hosts', async () => {
    const csp = (await fetch(`${server.url}/v2/site/index`)).headers.get('content-security-policy') ?? '';
    expect(/img-src ([^;]*)/.exec(csp)?.[1].split(' ')).toEqual(["'self'", 'data:', IMAGE_HOST]);
  });
});
