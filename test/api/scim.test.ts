/**
 * The SCIM 2.0 server (RFC 7643/7644), conformance-style: discovery, Users (create, get, replace, PATCH, deactivate,
 * delete), filtering, paging, ETags with If-Match, bad tokens and malformed bodies, every failure in SCIM's format.
 * Groups and a leaving person's tasks are in scim-groups.test.ts.
 */
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ERROR, ENTERPRISE, newScimClient, PATCH, ScimClient, scimUser, USER } from '../support/scim-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('SCIM Users on %s', (engine) => {
  let server: TestServer;
  let scim: ScimClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    ({ scim } = await newScimClient(server, '统一身份认证平台'));
  });
  afterAll(() => server?.close());

  const expectScimError = (res: Awaited<ReturnType<ScimClient['send']>>, status: number, scimType?: string) => {
    expect(res.status).toBe(status);
    expect(res.type).toMatch(/^application\/scim\+json/);
    expect(res.body.schemas).toEqual([ERROR]);
    expect(res.body.status).toBe(String(status));
    if (scimType) expect(res.body.scimType).toBe(scimType);
    expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.ts:\d+/);
  };

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await scim.send('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.type).toMatch(/^application\/scim\+json/);
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true }, etag: { supported: true } });
    const types = await scim.send('GET', '/ResourceTypes');
    expect(types.body.Resources?.map((r) => r.name)).toEqual(['User', 'Group']);
    const schemas = await scim.send('GET', '/Schemas');
    expect(schemas.body.Resources?.map((r) => r.id)).toEqual(expect.arrayContaining([USER, ENTERPRISE]));
  });

  it('refuses a missing or wrong token, and an unknown endpoint, in SCIM error format', async () => {
    expectScimError(await new ScimClient(server.url, 'x'.repeat(43)).send('GET', '/Users'), 401);
    const bare = await fetch(`${server.url}/scim/v2/Users`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { schemas: string[] }).schemas).toEqual([ERROR]);
    expectScimError(await scim.send('GET', '/Nothing'), 404);
  });

  it('creates a user as a person of source type 3 with an ETag, gets it and refuses the same userName twice', async () => {
    const created = await scim.send('POST', '/Users', scimUser('S1001', { [ENTERPRISE]: { department: 'CS', manager: { value: 'T0115' } } }));
    expect(created.status).toBe(201);
    expect(created.etag).toBe('W/"1"');
    expect(created.body).toMatchObject({ id: 'S1001', userName: 'S1001', active: true, [ENTERPRISE]: { department: 'CS', manager: { value: 'T0115' } } });
    const row = await server.db.selectFrom('users').select(['number', 'name', 'source_type', 'status', 'identity_type', 'email']).where('uid', '=', 'S1001').executeTakeFirstOrThrow();
    expect(row).toEqual({ number: 'S1001', name: '测试001', source_type: 3, status: 1, identity_type: 'staff', email: 's1001@example.edu.cn' });
    const got = await scim.send('GET', '/Users/S1001');
    expect(got.body.meta?.version).toBe('W/"1"');
    expectScimError(await scim.send('POST', '/Users', scimUser('S1001')), 409, 'uniqueness');
    expectScimError(await scim.send('GET', '/Users/nobody'), 404);
  });

  it('refuses malformed bodies with SCIM errors, never a 500', async () => {
    expectScimError(await scim.send('POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
    expectScimError(await scim.send('POST', '/Users', { schemas: [USER] }), 400, 'invalidValue');
    expectScimError(await scim.send('POST', '/Users', { schemas: [USER], userName: 'S1999', active: 'yes' }), 400, 'invalidValue');
    expectScimError(await scim.send('POST', '/Users', '[1,2]'), 400);
    expectScimError(await scim.send('POST', '/Users', scimUser('S1998', { [ENTERPRISE]: { department: 'NO-SUCH' } })), 400);
    expectScimError(await scim.patch('/Users/S1001', [{ op: 'jump', path: 'active', value: false }]), 400, 'invalidSyntax');
    expectScimError(await scim.patch('/Users/S1001', [{ op: 'replace', path: 'emails[type eq', value: 'x' }]), 400, 'invalidPath');
    expectScimError(await scim.send('PATCH', '/Users/S1001', { schemas: [PATCH] }), 400);
  });

  it('replaces a user, refusing a stale If-Match with 412', async () => {
    const before = await scim.send('GET', '/Users/S1001');
    const replaced = await scim.send('PUT', '/Users/S1001', scimUser('S1001', { name: { formatted: '李新名' }, [ENTERPRISE]: { department: 'EE' } }), { 'if-match': before.etag! });
    expect(replaced.status).toBe(200);
    expect(replaced.etag).toBe('W/"2"');
    expect(replaced.body).toMatchObject({ displayName: '李新名', [ENTERPRISE]: { department: 'EE' } });
    expectScimError(await scim.send('PUT', '/Users/S1001', scimUser('S1001'), { 'if-match': before.etag! }), 412);
    expect((await scim.send('GET', '/Users/S1001')).body.displayName).toBe('李新名');
  });

  it('patches attributes by path, without a path, and in extensions', async () => {
    const patched = await scim.patch('/Users/S1001', [
      { op: 'replace', path: 'name.formatted', value: '王补丁' },
      { op: 'add', path: 'phoneNumbers[type eq "mobile"].value', value: '13900001001' },
      { op: 'replace', value: { [`${ENTERPRISE}:department`]: 'CS' } },
      { op: 'remove', path: `${ENTERPRISE}:manager` },
    ]);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ displayName: '王补丁', phoneNumbers: [{ value: '13900001001' }], [ENTERPRISE]: { department: 'CS' } });
    expect((patched.body[ENTERPRISE] as Record<string, unknown>).manager).toBeUndefined();
    const row = await server.db.selectFrom('users').select(['name', 'mobile']).where('uid', '=', 'S1001').executeTakeFirstOrThrow();
    expect(row).toEqual({ name: '王补丁', mobile: '13900001001' });
  });

  it('filters by userName, externalId and meta.lastModified, joined by and', async () => {
    // The last change so far: what is created after it was modified later.
    const cut = new Date(String((await scim.send('GET', '/Users/S1001')).body.meta?.lastModified));
    await scim.send('POST', '/Users', scimUser('S1002'));
    const find = async (filter: string) => (await scim.send('GET', `/Users?filter=${encodeURIComponent(filter)}`)).body;
    expect((await find('userName eq "S1001"')).Resources?.map((r) => r.id)).toEqual(['S1001']);
    expect((await find('externalId eq "ext-S1002"')).Resources?.map((r) => r.id)).toEqual(['S1002']);
    expect((await find(`meta.lastModified gt "${cut.toISOString()}"`)).Resources?.map((r) => r.id)).toEqual(['S1002']);
    expect((await find(`userName eq "S1001" and meta.lastModified gt "${cut.toISOString()}"`)).totalResults).toBe(0);
    expect((await find('userName eq "T0001"')).totalResults).toBe(0);
    expectScimError(await scim.send('GET', `/Users?filter=${encodeURIComponent('userName eq')}`), 400, 'invalidFilter');
    expectScimError(await scim.send('GET', `/Users?filter=${encodeURIComponent('title co "x"')}`), 400, 'invalidFilter');
  });

  it('pages with startIndex and count, saying totalResults', async () => {
    for (const n of [3, 4, 5]) await scim.send('POST', '/Users', scimUser(`S100${n}`));
    const page = await scim.send('GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources?.map((r) => r.id)).toEqual(['S1002', 'S1003']);
    expect((await scim.send('GET', '/Users?count=0')).body).toMatchObject({ totalResults: 5, itemsPerPage: 0 });
    expect((await scim.send('GET', '/Users?startIndex=9')).body.Resources).toEqual([]);
  });

  it("never changes the portal's own accounts, nor another client's people", async () => {
    expectScimError(await scim.send('POST', '/Users', scimUser(demoAccounts.guest.account)), 409, 'uniqueness');
    const { scim: other } = await newScimClient(server, '另一个目录');
    expectScimError(await other.send('POST', '/Users', scimUser('S1001')), 409, 'uniqueness');
    expectScimError(await other.send('GET', '/Users/S1001'), 404);
  });

  it('keeps one person record for several identities the directory names as one person', async () => {
    const campus = 'urn:campus-hall:params:scim:schemas:extension:2.0:User';
    await scim.send('POST', '/Users', scimUser('S1101', { [campus]: { person: 'P-1101', identityName: '教职工' } }));
    const student = await scim.send('POST', '/Users', scimUser('D1101', { userType: 'student', [campus]: { person: 'P-1101', identityName: '博士研究生' } }));
    expect(student.body[campus]).toEqual({ identityName: '博士研究生', person: 'P-1101' });
    const accounts = await server.db.selectFrom('users').select(['uid', 'person_id', 'identity_type']).where('person_id', '=', 'P-1101').orderBy('uid').execute();
    expect(accounts).toEqual([{ uid: 'D1101', person_id: 'P-1101', identity_type: 'student' }, { uid: 'S1101', person_id: 'P-1101', identity_type: 'staff' }]);
    const current = await server.db.selectFrom('current_identities').select('uid').where('person_id', '=', 'P-1101').execute();
    expect(current).toEqual([{ uid: 'S1101' }]);
  });

  it('deletes a user: the account is turned off and the resource is gone', async () => {
    const res = await scim.send('DELETE', '/Users/S1005', undefined, { 'if-match': 'W/"1"' });
    expect(res.status).toBe(204);
    expectScimError(await scim.send('GET', '/Users/S1005'), 404);
    expect((await server.db.selectFrom('users').select('status').where('uid', '=', 'S1005').executeTakeFirstOrThrow()).status).toBe(0);
    expectScimError(await scim.send('DELETE', '/Users/S1005'), 404);
  });
});
