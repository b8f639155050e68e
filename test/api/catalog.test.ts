/** The service catalogue through real HTTP: favourites, counters, audiences, the detail page, forms and the people picker. */
import { sql } from 'kysely';
import { calls } from '../../contract';
import type { AppDetail, Favourite } from '../../contract/calls/apps';
import type { ProcessOutline } from '../../contract/calls/matters';
import type { PersonChoice } from '../../contract/calls/org';
import { initialValues } from '../../contract/forms/initial-values';
import type { FormSchema } from '../../contract/forms/schema';
import type { AppCard } from '../../contract/schemas';
import { publishForm, storeSubmission, submission } from '../../server/src/modules/forms/forms.service';
import { demoAccounts, type DemoAccount } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** The first option of a choice field. */
function optionOf(schema: FormSchema, id: string): string {
  const field = schema.fields.find((f) => f.id === id);
  if (!field || !('options' in field)) throw new Error(`${id} is not a choice field`);
  return field.options[0].value;
}

describe.each(engines)('the service catalogue on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  async function signedIn(account: DemoAccount): Promise<ApiClient> {
    const api = new ApiClient(server.url);
    const res = await api.call(calls.login, { username: account.account, password: account.password });
    expect(res.body.e).toBe(0);
    return api;
  }

  const appNamed = (name: string) => server.db.selectFrom('apps').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  /** The staff-only services the lists offer (a review service another area runs is in none of them). */
  const teacherOnly = () =>
    server.db.selectFrom('apps').select(['id', 'name', 'is_folder']).where(sql<boolean>`audiences = '{teacher}'`).where('enabled', '=', true).where('listed', '=', true).execute();

  it('adds a favourite, shows it first in getMyApps, and removes it; repeating either changes nothing', async () => {
    const api = await signedIn(demoAccounts.student);
    const leave = await appNamed('学生请假申请');
    const before = await api.call<Favourite[]>(calls.getMyApps);
    expect(before.body.d.map((f) => f.id)).not.toContain(leave.id);

    for (let i = 0; i < 2; i++) expect((await api.call(calls.setFavouriteApp, { app_id: leave.id, favourite: 1 })).body.d).toEqual({ favourite: 1 });
    const after = await api.call<Favourite[]>(calls.getMyApps);
    expect(after.body.d.filter((f) => f.id === leave.id)).toHaveLength(1);
    expect(after.body.d[0]).toMatchObject({ id: leave.id, name: '学生请假申请', created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    for (let i = 0; i < 2; i++) expect((await api.call(calls.setFavouriteApp, { app_id: leave.id, favourite: 0 })).body.d).toEqual({ favourite: 0 });
    expect((await api.call<Favourite[]>(calls.getMyApps)).body.d.map((f) => f.id)).not.toContain(leave.id);
  });

  it('keeps favourites to signed-in users and to services the user may see', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.call(calls.setFavouriteApp, { app_id: 1, favourite: 1 })).body.e).toBe(10042);
    const student = await signedIn(demoAccounts.student);
    const [staffService] = await teacherOnly();
    const refused = await student.call(calls.setFavouriteApp, { app_id: staffService.id, favourite: 1 });
    expect(refused.status).toBe(404);
    expect(refused.body.m).toBe('该服务不存在或不面向您的身份开放');
  });

  it('recentappssave moves the service to the top of the recent list and touches no public counter', async () => {
    const api = await signedIn(demoAccounts.student);
    const cert = await appNamed('在校证明开具');
    expect((await api.call(calls.recentappssave, { appId: cert.id })).body.e).toBe(0);
    const recent = await api.call<AppCard[]>(calls.siteLastApps);
    expect(recent.body.d[0].id).toBe(cert.id);
    const usage = await server.db.selectFrom('user_app_usage').selectAll().where('uid', '=', demoAccounts.student.account).where('app_id', '=', cert.id).executeTakeFirstOrThrow();
    await api.call(calls.recentappssave, { appId: cert.id });
    const again = await server.db.selectFrom('user_app_usage').selectAll().where('uid', '=', demoAccounts.student.account).where('app_id', '=', cert.id).executeTakeFirstOrThrow();
    expect(again.use_count).toBe(usage.use_count + 1);
    const after = await appNamed('在校证明开具');
    expect({ views: after.views, times: after.times }).toEqual({ views: cert.views, times: cert.times });
  });

  it('thirdClickNum adds exactly one view to a third-party link and changes nothing else', async () => {
    const api = await signedIn(demoAccounts.student);
    const link = await server.db.selectFrom('apps').selectAll().where('type', '=', 4).where(sql<boolean>`'student' = ANY(audiences)`).orderBy('id').executeTakeFirstOrThrow();
    const usageBefore = await server.db.selectFrom('user_app_usage').select('app_id').where('uid', '=', demoAccounts.student.account).execute();
    const res = await api.call<{ views: number }>(calls.thirdClickNum, { app_id: link.id });
    expect(res.body.d.views).toBe(link.views + 1);
    const after = await server.db.selectFrom('apps').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect({ views: after.views, times: after.times }).toEqual({ views: link.views + 1, times: link.times });
    const usageAfter = await server.db.selectFrom('user_app_usage').select('app_id').where('uid', '=', demoAccounts.student.account).execute();
    expect(usageAfter).toHaveLength(usageBefore.length);

    const form = await appNamed('学生请假申请');
    const refused = await api.call(calls.thirdClickNum, { app_id: form.id });
    expect(refused.body.e).not.toBe(0);
    expect(refused.body.m).toBe('该服务不是第三方链接服务');
    expect((await appNamed('学生请假申请')).views).toBe(form.views);
  });

  it('shows a visitor, signed in or not, none of the staff-only services anywhere', async () => {
    const staffOnly = new Set((await teacherOnly()).map((a) => a.id));
    expect(staffOnly.size).toBeGreaterThan(0);
    const guest = await signedIn(demoAccounts.guest);
    for (const api of [guest, new ApiClient(server.url)]) {
      const hot = await api.call<AppCard[]>(calls.homehotapps, { more: 1 });
      const shown = hot.body.d.flatMap((a) => [a.id, ...a.apps.map((c) => c.id)]);
      expect(shown.length).toBeGreaterThan(0);
      const hall = await api.call<{ list: AppCard[]; total: number }>(calls.getAppCatalog, { page_size: 100 });
      shown.push(...hall.body.d.list.flatMap((a) => [a.id, ...a.apps.map((c) => c.id)]));
      expect(shown.filter((id) => staffOnly.has(id))).toEqual([]);
      const [first] = staffOnly;
      const detail = await api.call(calls.getAppDetail, { id: first });
      expect(detail.status).toBe(404);
    }
    const all = await guest.call<{ id: number }[]>(calls.getappsall);
    expect(all.body.d.filter((a) => staffOnly.has(a.id))).toEqual([]);
    const staffServices = (await teacherOnly()).filter((a) => !a.is_folder).map((a) => a.id);
    const staff = await signedIn(demoAccounts.staff);
    const staffAll = await staff.call<{ id: number }[]>(calls.getappsall);
    expect(staffAll.body.d.map((a) => a.id)).toEqual(expect.arrayContaining(staffServices));
  });

  it('refuses an unknown service id on the detail page with a clear error, and a malformed one too', async () => {
    const api = new ApiClient(server.url);
    const unknown = await api.call(calls.getAppDetail, { id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ e: 404, m: '该服务不存在或不面向您的身份开放', d: null });
    const english = await api.call(calls.getAppDetail, { id: 999999 }, { 'accept-language': 'en' });
    expect(english.body.m).toBe('This service does not exist or is not offered to your identity');
    const malformed = await api.call(calls.getAppDetail, { id: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.m).toContain('id');
  });

  it('describes a service: guide, materials, handling time, process outline and whether the caller may start it here', async () => {
    const student = await signedIn(demoAccounts.student);
    const leave = await appNamed('学生请假申请');
    const detail = await student.call<AppDetail>(calls.getAppDetail, { id: leave.id, terminal: 'mobile' });
    expect(detail.body.d).toMatchObject({ id: leave.id, name: '学生请假申请', can_start: 1, start_problem: '' });
    expect(detail.body.d.description.length).toBeGreaterThan(10);
    expect(detail.body.d.materials.length).toBeGreaterThan(0);
    expect(detail.body.d.handling_days).toBeGreaterThan(0);
    expect(detail.body.d.process?.nodes.length).toBeGreaterThan(0);
    expect(detail.body.d.process?.nodes.every((n) => n.name.length > 0)).toBe(true);

    const anonymous = await new ApiClient(server.url).call<AppDetail>(calls.getAppDetail, { id: (await visitorService()).id });
    expect(anonymous.body.d).toMatchObject({ can_start: 0, start_problem: '请登录后发起' });

    const staff = await signedIn(demoAccounts.staff);
    const desktopOnly = await server.db.selectFrom('apps').select('id').where('mobile_limit', '=', 1).where(sql<boolean>`'teacher' = ANY(audiences)`).orderBy('id').executeTakeFirstOrThrow();
    const onPhone = await staff.call<AppDetail>(calls.getAppDetail, { id: desktopOnly.id, terminal: 'mobile' });
    expect(onPhone.body.d).toMatchObject({ can_start: 0, start_problem: '请前往pc端发起' });
    const onDesktop = await staff.call<AppDetail>(calls.getAppDetail, { id: desktopOnly.id, terminal: 'pc' });
    expect(onDesktop.body.d.can_start).toBe(1);
  });

  async function visitorService() {
    return server.db
      .selectFrom('apps')
      .select('id')
      .where(sql<boolean>`'visitor' = ANY(audiences)`)
      .where('is_folder', '=', false)
      .where('type', '!=', 4)
      .where((eb) => eb.exists(eb.selectFrom('form_versions').select('id').whereRef('form_versions.app_id', '=', 'apps.id')))
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  it('outlines the process with getProcessInfoNew, naming handlers and labelling branches', async () => {
    const leave = await appNamed('学生请假申请');
    const res = await new ApiClient(server.url).call<ProcessOutline>(calls.getProcessInfoNew, { app_id: (await visitorService()).id });
    expect(res.body.e).toBe(0);
    const student = await signedIn(demoAccounts.student);
    const outline = await student.call<ProcessOutline>(calls.getProcessInfoNew, { app_id: leave.id });
    expect(outline.body.d).toMatchObject({ app_id: leave.id, version: 1 });
    const flat = (nodes: ProcessOutline['nodes']): ProcessOutline['nodes'] => nodes.flatMap((n) => [n, ...n.branches.flatMap((b) => flat(b.nodes))]);
    const nodes = flat(outline.body.d.nodes);
    expect(nodes.some((n) => n.kind === 'approval' && n.approvers !== null)).toBe(true);
    const branching = nodes.find((n) => n.kind === 'condition' || n.kind === 'parallel');
    if (branching) expect(branching.branches.every((b) => b.label.length > 0)).toBe(true);
  });

  it('speaks English to English readers where the catalogue has it, and Chinese otherwise', async () => {
    const api = await signedIn(demoAccounts.student);
    const en = { 'accept-language': 'en' };
    const hot = await api.call<AppCard[]>(calls.homehotapps, { more: 1 }, en);
    const rows = await server.db.selectFrom('apps').select(['id', 'name', 'name_en']).where('id', 'in', hot.body.d.map((a) => a.id)).execute();
    for (const card of hot.body.d) {
      const row = rows.find((r) => r.id === card.id)!;
      expect(card.name).toBe(row.name_en || row.name);
    }
    expect(hot.body.d.some((card) => /^[\x20-\x7e’–]+$/.test(card.name))).toBe(true);
    const leave = await appNamed('学生请假申请');
    const detail = await api.call<AppDetail>(calls.getAppDetail, { id: leave.id }, en);
    expect(detail.body.d.name).toBe(leave.name_en);
    expect(detail.body.d.description).toBe(leave.description_en);
    expect(detail.body.d.departName).toMatch(/^[\x20-\x7e]+$/);
  });

  it('filters the hall by audience, category, department and keyword, with counts to filter by', async () => {
    const api = await signedIn(demoAccounts.staff);
    const all = await api.call<{ list: AppCard[]; total: number; categories: { id: number; count: number }[] }>(calls.getAppCatalog, { page_size: 5 });
    expect(all.body.d.list).toHaveLength(5);
    expect(all.body.d.total).toBeGreaterThan(5);
    expect(all.body.d.categories.reduce((n, c) => n + c.count, 0)).toBe(all.body.d.total);
    const category = all.body.d.categories[0];
    const one = await api.call<{ list: AppCard[]; total: number }>(calls.getAppCatalog, { category_id: category.id, page_size: 100 });
    expect(one.body.d.total).toBe(category.count);
    const found = await api.call<{ list: AppCard[] }>(calls.getAppCatalog, { keyword: '报销' });
    expect(found.body.d.list.length).toBeGreaterThan(0);
    expect(found.body.d.list.every((a) => a.name.includes('报销') || a.apps.length > 0)).toBe(true);
    const wild = await api.call<{ total: number }>(calls.getAppCatalog, { keyword: '%' });
    expect(wild.body.d.total).toBe(0);
  });

  it('finds a keyword within the chosen category, folders included, and keeps the chosen category among the choices', async () => {
    type Hall = { list: AppCard[]; total: number; categories: { id: number; count: number }[] };
    const api = await signedIn(demoAccounts.staff);
    // 在职证明 (人事服务) sits in the 证明开具 folder (学生事务).
    const employment = await appNamed('在职证明');
    const category = employment.category_id ?? 0;
    const within = await api.call<Hall>(calls.getAppCatalog, { category_id: category, keyword: '在职', page_size: 100 });
    expect(within.body.d.list.map((a) => a.name)).toContain('在职证明');
    expect(within.body.d.total).toBe(within.body.d.list.length);
    expect(within.body.d.categories.find((c) => c.id === category)?.count).toBe(within.body.d.total);
    // Nothing of the category matches: the list is empty, and the category chosen is still one to see chosen.
    const none = await api.call<Hall>(calls.getAppCatalog, { category_id: category, keyword: '不存在的服务', page_size: 100 });
    expect(none.body.d.total).toBe(0);
    expect(none.body.d.categories.find((c) => c.id === category)).toMatchObject({ count: 0 });
  });

  it('offers themed services across categories and folders, counted under the other filters', async () => {
    type Hall = { list: AppCard[]; total: number; themes: { id: number; name: string; description: string; count: number }[] };
    const api = await signedIn(demoAccounts.staff);
    const all = await api.call<Hall>(calls.getAppCatalog, { page_size: 5 });
    const research = all.body.d.themes.find((t) => t.name === '科研与经费');
    expect(research).toMatchObject({ description: '经费借款、报销、实验室与服务器' });
    const within = await api.call<Hall>(calls.getAppCatalog, { theme_id: research!.id, page_size: 100 });
    expect(within.body.d.total).toBe(research!.count);
    // 酬金申报 sits in the finance folder, yet the theme lists it itself.
    expect(within.body.d.list.map((a) => a.name)).toEqual(expect.arrayContaining(['科研项目经费借款', '差旅费报销', '酬金申报']));
    const narrowed = await api.call<Hall>(calls.getAppCatalog, { theme_id: research!.id, keyword: '报销', page_size: 100 });
    expect(narrowed.body.d.list.map((a) => a.name)).toEqual(['差旅费报销']);
    expect(narrowed.body.d.themes.find((t) => t.id === research!.id)?.count).toBe(1);
    // Someone signed out does not see the staff-only services of the theme.
    const theirs = await new ApiClient(server.url).call<Hall>(calls.getAppCatalog, { theme_id: research!.id, page_size: 100 });
    expect(theirs.body.d.list.map((a) => a.name)).not.toContain('酬金申报');
    const english = await api.call<Hall>(calls.getAppCatalog, { page_size: 1 }, { 'accept-language': 'en' });
    expect(english.body.d.themes.map((t) => t.name)).toContain('Research and funding');
    expect((await api.call(calls.getAppCatalog, { theme_id: 0 })).body.e).toBe(400);
  });

  it('gives the applicant the current form, without the fields hidden from them', async () => {
    const student = await signedIn(demoAccounts.student);
    const leave = await appNamed('学生请假申请');
    const res = await student.call<{ version: number; schema: FormSchema }>(calls.getAppForm, { app_id: leave.id });
    expect(res.body.d.version).toBe(1);
    expect(res.body.d.schema.fields.length).toBeGreaterThan(3);
    const stored = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', leave.id).executeTakeFirstOrThrow();
    const hidden = stored.schema.fields.filter((f) => f.permissions?.start === 'hidden').map((f) => f.id);
    expect(res.body.d.schema.fields.map((f) => f.id)).toEqual(stored.schema.fields.map((f) => f.id).filter((id) => !hidden.includes(id)));
    expect((await new ApiClient(server.url).call(calls.getAppForm, { app_id: leave.id })).body.e).toBe(10042);
  });

  it('keeps a stored submission with the form version it was made with when the form changes', async () => {
    const cert = await appNamed('在校证明开具');
    const v1 = await server.db.selectFrom('form_versions').select(['version', 'schema']).where('app_id', '=', cert.id).executeTakeFirstOrThrow();
    const values = { ...initialValues(v1.schema), form1_1: optionOf(v1.schema, 'form1_1'), form1_7: '13912345678' };
    const stored = await storeSubmission(server.db, { appId: cert.id, uid: demoAccounts.student.account, values });
    expect(stored.version).toBe(1);

    const changed: FormSchema = { ...v1.schema, fields: v1.schema.fields.map((f, i) => (i === 0 ? { ...f, label: `${f.label}（新）` } : f)).slice(0, -1) };
    expect(await publishForm(server.db, cert.id, changed)).toMatchObject({ version: 2 });

    const kept = await submission(server.db, stored.id);
    expect(kept?.version).toBe(1);
    expect(kept?.schema).toEqual(v1.schema);
    expect(kept?.values).toMatchObject(values);
    const student = await signedIn(demoAccounts.student);
    const current = await student.call<{ version: number; schema: FormSchema }>(calls.getAppForm, { app_id: cert.id });
    expect(current.body.d.version).toBe(2);
    expect(current.body.d.schema.fields[0].label).toContain('（新）');
  });

  it('refuses a submission that breaks the form rules, storing nothing', async () => {
    const leave = await appNamed('学生请假申请');
    const count = async () => (await server.db.selectFrom('form_submissions').select('id').execute()).length;
    const before = await count();
    await expect(storeSubmission(server.db, { appId: leave.id, uid: demoAccounts.student.account, values: {} })).rejects.toMatchObject({ code: 'forms.invalid' });
    expect(await count()).toBe(before);
  });

  it('finds a seeded person by two Chinese characters of their name, with only what a picker shows', async () => {
    const person = await server.db
      .selectFrom('users')
      .select(['uid', 'name'])
      .where('identity_type', '=', 'staff')
      .where(sql<boolean>`char_length(name) = 3`)
      .orderBy('uid')
      .executeTakeFirstOrThrow();
    const api = await signedIn(demoAccounts.student);
    const res = await api.call<PersonChoice[]>(calls.searchPeople, { keyword: person.name.slice(1) });
    expect(res.body.e).toBe(0);
    expect(res.body.d.length).toBeLessThanOrEqual(20);
    const found = res.body.d.find((p) => p.uid === person.uid);
    expect(found).toBeDefined();
    expect(Object.keys(found!).sort()).toEqual(['departName', 'name', 'number', 'uid']);
    expect(res.body.d.every((p) => p.name.includes(person.name.slice(1)) || p.number.startsWith(person.name.slice(1)))).toBe(true);

    const many = await api.call<PersonChoice[]>(calls.searchPeople, { keyword: '2' });
    expect(many.body.d).toHaveLength(20);
    expect((await new ApiClient(server.url).call(calls.searchPeople, { keyword: person.name })).body.e).toBe(10042);
    expect((await api.call(calls.searchPeople, { keyword: '' })).status).toBe(400);
  });
});
