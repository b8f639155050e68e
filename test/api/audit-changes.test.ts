/**
 * The back office's change trail over HTTP: changes listed newest first with the record before and after, filtered by
 * area, kind of record, record, action, actor and days (campus days, both ends included); the choices its filters
 * offer; and either trail exported as an .xlsx file with the filters applied, read back here with exceljs.
 */
import ExcelJS from 'exceljs';
import { calls } from '../../contract';
import type { AuditChange } from '../../contract/calls/audit';
import { ErrorCode } from '../../contract/envelope';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Page<T> {
  list: T[];
  total: number;
}

/** A change as a test plants it, at a chosen campus time. */
const planted = (at: string, fields: { area: string; entity: string; entity_id: string; action: string; actor_uid: string; summary: string }, before: object | null, after: object | null) => ({
  at: new Date(`${at}+08:00`),
  ...fields,
  before: before === null ? null : JSON.stringify(before),
  after: after === null ? null : JSON.stringify(after),
});

describe.each(engines)('the change trail on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let student: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, student] = await Promise.all([signedInClient(server.url, demoAccounts.admin), signedInClient(server.url, demoAccounts.student)]);
    await server.db
      .insertInto('audit_changes')
      .values([
        planted('2026-03-01T09:00:00', { area: 'site', entity: 'banner', entity_id: '7', action: 'update', actor_uid: 'admin', summary: '迎新横幅' }, { title: '迎新', sort: 1 }, { title: '欢迎新同学', sort: 1 }),
        planted('2026-03-02T23:30:00', { area: 'notices', entity: 'notice', entity_id: '12', action: 'create', actor_uid: 'T0001', summary: '停水通知' }, null, { title: '停水通知' }),
        planted('2026-03-03T00:10:00', { area: 'notices', entity: 'notice', entity_id: '12', action: 'delete', actor_uid: 'admin', summary: '停水通知' }, { title: '停水通知' }, null),
      ])
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  const changes = async (payload: Record<string, unknown>) => {
    const res = await admin.call<Page<AuditChange>>(calls.getChangeLog, { page_size: 50, ...payload });
    expect(res.body.e).toBe(0);
    return res.body.d;
  };
  const summaries = async (payload: Record<string, unknown>) => (await changes(payload)).list.map((c) => `${c.entity}#${c.entity_id} ${c.action}`);

  it('lists changes newest first with who made them and the record before and after', async () => {
    const page = await changes({ from: '2026-03-01', to: '2026-03-03' });
    expect(page.total).toBe(3);
    expect(page.list.map((c) => c.action)).toEqual(['delete', 'create', 'update']);
    expect(page.list[2]).toEqual({
      id: expect.any(String),
      at: '2026-03-01 09:00:00',
      actor_uid: 'admin',
      actor_name: '系统管理员',
      area: 'site',
      entity: 'banner',
      entity_id: '7',
      action: 'update',
      summary: '迎新横幅',
      before: { title: '迎新', sort: 1 },
      after: { title: '欢迎新同学', sort: 1 },
    });
    expect(page.list[0]).toMatchObject({ before: { title: '停水通知' }, after: null });
  });

  it('filters by area, kind, record, action, actor and campus days', async () => {
    expect(await summaries({ area: 'notices' })).toEqual(['notice#12 delete', 'notice#12 create']);
    expect(await summaries({ entity: 'banner' })).toEqual(['banner#7 update']);
    expect(await summaries({ entity: 'notice', entity_id: '12', action: 'create' })).toEqual(['notice#12 create']);
    expect(await summaries({ actor: 'T0001' })).toEqual(['notice#12 create']);
    // 23:30 on 2 March campus time is 15:30 UTC: it belongs to the 2nd, and 00:10 on the 3rd to the 3rd.
    expect(await summaries({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['notice#12 create']);
    expect(await summaries({ from: '2026-03-03', to: '2026-03-03', area: 'notices' })).toEqual(['notice#12 delete']);
    expect((await changes({ area: 'notices', page_size: 1, p: 2 })).list.map((c) => c.action)).toEqual(['create']);
  });

  it('answers impossible days and a backward range in the envelope', async () => {
    const noDay = await admin.call(calls.getChangeLog, { from: '2026-02-30' });
    expect([noDay.status, noDay.body]).toEqual([400, { e: ErrorCode.INVALID_INPUT, m: '日期 2026-02-30 不存在', d: null }]);
    const backward = await admin.call(calls.getChangeLog, { from: '2026-03-05', to: '2026-03-01' }, { 'accept-language': 'en' });
    expect(backward.body).toEqual({ e: ErrorCode.INVALID_INPUT, m: 'The start date cannot be after the end date', d: null });
    expect((await admin.call(calls.getChangeLog, { from: '3 March' })).body).toMatchObject({ e: ErrorCode.INVALID_INPUT, d: null });
    expect((await admin.call(calls.getChangeLog, { area: 'Not An Area' })).body).toMatchObject({ e: ErrorCode.INVALID_INPUT, d: null });
  });

  it('offers the areas, kinds and actions the trail holds as filter choices', async () => {
    const choices = (await admin.call<{ areas: string[]; entities: string[]; actions: string[] }>(calls.getChangeFilterChoices)).body.d;
    expect(choices.areas).toEqual(expect.arrayContaining(['notices', 'site']));
    expect(choices.entities).toEqual(expect.arrayContaining(['banner', 'notice']));
    expect(choices.actions).toEqual(expect.arrayContaining(['create', 'delete', 'update']));
    expect(choices.areas).toEqual([...choices.areas].sort());
  });

  it('records a change of the sensitive calls with the list before and after', async () => {
    const set = await admin.call(calls.setSensitiveCalls, { calls: ['getAuditLog', 'getChangeLog', 'setSensitiveCalls'] });
    expect(set.body.e).toBe(0);
    const [change] = (await changes({ area: 'security', entity: 'sensitive_calls' })).list;
    expect(change).toMatchObject({ actor_uid: 'admin', action: 'update' });
    expect(change.before).toEqual({ calls: ['exportAuditLog', 'exportChangeLog', 'getAuditLog', 'setSensitiveCalls'] });
    expect(change.after).toEqual({ calls: ['getAuditLog', 'getChangeLog', 'setSensitiveCalls'] });
  });

  /** An export as the browser downloads it: the response, and the workbook parsed back. */
  async function download(call: typeof calls.exportChangeLog | typeof calls.exportAuditLog, query: Record<string, string>, api = admin, lang = 'zh-CN') {
    const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${call.path}?${new URLSearchParams(query)}`, { headers: { cookie, 'accept-language': lang } });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes };
  }

  async function workbook(bytes: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows = (name: number) =>
      book.worksheets[name].getSheetValues().flatMap((row) => (Array.isArray(row) ? [Array.from(row.slice(1), (v) => (v === undefined || v === null ? '' : String(v)))] : []));
    return { book, rows };
  }

  it('exports the change trail with its filters as an xlsx file whose rows read back', async () => {
    const { res, bytes } = await download(calls.exportChangeLog, { area: 'notices' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''%E5%8F%98%E6%9B%B4%E8%AE%B0%E5%BD%95-\d{12}\.xlsx$/);
    expect(res.headers.get('x-total-rows')).toBe('2');
    const { book, rows } = await workbook(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['变更记录', '说明']);
    const [header, deleted, created] = rows(0);
    expect(header).toEqual(['时间', '操作人账号', '操作人', '模块', '对象类型', '对象编号', '操作', '摘要', '变更字段', '修改前', '修改后']);
    expect(rows(0)).toHaveLength(3);
    expect(created).toEqual(['2026-03-02 23:30:00', 'T0001', '陈立华', 'notices', 'notice', '12', '新建', '停水通知', 'title', '', '{"title":"停水通知"}']);
    expect(deleted.slice(6, 10)).toEqual(['删除', '停水通知', 'title', '{"title":"停水通知"}']);
    const notes = Object.fromEntries(rows(1).map(([k, v]) => [k, v]));
    expect(notes).toMatchObject({ 筛选条件: 'area=notices', 导出行数: '2', 行数上限: '每次最多导出 100000 行（最新的在前）' });
  });

  it('exports the sign-in trail in English with its filters', async () => {
    const { res, bytes } = await download(calls.exportAuditLog, { uid: demoAccounts.student.account, event: 'sign_in' }, admin, 'en');
    expect(res.status).toBe(200);
    const { book, rows } = await workbook(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Sign-ins and accounts', 'About']);
    const [header, ...lines] = rows(0);
    expect(header.slice(0, 5)).toEqual(['Time', 'Event', 'Outcome', 'Account', 'Name']);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBe(Number(res.headers.get('x-total-rows')));
    expect(lines[0].slice(1, 5)).toEqual(['Sign-in', 'Success', demoAccounts.student.account, '王思远']);
  });

  it('keeps the exports for holders of admin:audit, in the envelope for anyone else', async () => {
    const refused = await download(calls.exportChangeLog, {}, student);
    expect(refused.res.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ e: ErrorCode.FORBIDDEN, d: null });
    const signedOut = await download(calls.exportAuditLog, {}, new ApiClient(server.url));
    expect(JSON.parse(signedOut.bytes.toString())).toMatchObject({ e: ErrorCode.LOGIN_REQUIRED });
    const badDay = await download(calls.exportChangeLog, { to: '2026-13-01' });
    expect([badDay.res.status, JSON.parse(badDay.bytes.toString()).m]).toEqual([400, '日期 2026-13-01 不存在']);
  });
});
