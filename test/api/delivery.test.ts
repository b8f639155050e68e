/**
 * Message delivery against the fakes (SMTP inbox, SMS gateway, messaging-app API): an approval task reaches its
 * approver once on each channel they chose; a message outside the real-time window waits for it; a timing user gets
 * one digest. Time is driven with the worker's injected clock.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { ServerConfig } from '../../server/src/config';
import { loadConfig } from '../../server/src/config';
import { createNotifiers, startDeliveryWorker } from '../../server/src/modules/delivery';
import { bindMessagingApp } from '../../server/src/modules/delivery/delivery.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from '../support/http-client';
import { startSmsGateway, type TestSmsGateway } from '../support/sms-gateway';
import { startSmtpInbox, type TestSmtpInbox } from '../support/smtp-inbox';
import { bothEngines, startTestServer, type TestServer } from '../support/test-server';
import { startWechatApi, type TestWechatApi } from '../support/wechat-api';

const campus = (text: string) => new Date(`${text}+08:00`);
const on = { select: '1' } as const;
const off = { select: '0' } as const;

function settings(over: { real?: object; timing?: object; channels?: object; status?: '1' | '0' } = {}) {
  return JSON.stringify({
    status: over.status ?? '1',
    channels: over.channels ?? { wechat: { real: on, timing: off }, mobile: { real: on, timing: off }, email: { real: on, timing: off } },
    time_setting: {
      real: over.real ?? { real_type: 1, custom_remind: { start_time: '08:00', end_time: '18:00', only_work_day: '1' } },
      timing: over.timing ?? { select: '0', select_tim: '08:00' },
    },
  });
}

describe.each(bothEngines)('message delivery on %s', (engine) => {
  let server: TestServer;
  let inbox: TestSmtpInbox;
  let sms: TestSmsGateway;
  let wechat: TestWechatApi;
  let config: ServerConfig['delivery'];

  beforeAll(async () => {
    [inbox, sms, wechat] = await Promise.all([startSmtpInbox(), startSmsGateway(), startWechatApi()]);
    config = { ...loadConfig({}).delivery, smtp: inbox.config, sms: sms.config, smsNoticeTemplate: sms.noticeTemplate, messagingApp: wechat.config };
    server = await startTestServer({ engine, config: { delivery: config } });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([inbox?.close(), sms?.close(), wechat?.close()]);
  });

  /** A demo person with a fresh mobile, email and openid, signed in. */
  async function reachable(account: { account: string; password: string }) {
    const suffix = randomBytes(3).toString('hex');
    const mobile = `139${String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`;
    const email = `p-${suffix}@example.edu.cn`;
    const openid = `o-${suffix}`;
    const user = await server.db.updateTable('users').set({ mobile, email }).where('number', '=', account.account).returning('uid').executeTakeFirstOrThrow();
    await bindMessagingApp(server.db, user.uid, openid);
    wechat.knownOpenids.add(openid);
    return { uid: user.uid, mobile, email, openid, client: await signedInClient(server.url, account) };
  }

  function worker(now: Date) {
    return startDeliveryWorker(server.db, createNotifiers(config, 'https://hall.example.edu.cn'), { pollMs: 0, now: () => now });
  }
  async function drain(now: Date): Promise<void> {
    const w = worker(now);
    while ((await w.runDue()) > 0);
    await w.stop();
  }
  const deliveries = (uid: string) => server.db.selectFrom('message_deliveries').selectAll().where('uid', '=', uid).orderBy('id').execute();

  it('shows the defaults, every configured channel and the bound addresses masked', async () => {
    const person = await reachable(demoAccounts.counsellor);
    const answer = await person.client.call(calls.newGetSetting, {});
    expect(answer.body).toMatchObject({
      e: 0,
      d: {
        status: '0',
        channels: {
          wechat: { real: { show: '1', select: '0', readonly: '0' } },
          mobile: { value: `${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`, auth: '1' },
          email: { value: `p***@example.edu.cn`, auth: '1' },
        },
        time_setting: { real: { real_type: 1 }, timing: { select: '0' } },
      },
    });
  });

  it('refuses settings that are malformed, out of range or name an unbound channel, and keeps good ones', async () => {
    const guest = await signedInClient(server.url, demoAccounts.guest);
    const refused = async (data: string, m: RegExp) => {
      const answer = await guest.call(calls.subNotice, { data });
      expect(answer.body.e).toBe(400);
      expect(answer.body.m).toMatch(m);
    };
    await refused('{not json', /格式不正确/);
    await refused(JSON.stringify({ status: '1' }), /格式不正确/);
    await refused(settings({ channels: { wechat: { real: off, timing: off }, mobile: { real: off, timing: off }, email: { real: off, timing: off } }, timing: { select: '1', select_tim: '07:15' } }), /整点或半点/);
    await refused(settings({ real: { real_type: 2, custom_remind: { start_time: '18:00', end_time: '08:00', only_work_day: '0' } } }), /开始时间须早于结束时间/);
    await server.db.updateTable('users').set({ mobile: null, email: null }).where('number', '=', demoAccounts.guest.account).execute();
    await refused(settings({ channels: { wechat: { real: off, timing: off }, mobile: { real: off, timing: off }, email: { real: on, timing: off } } }), /请先绑定邮箱/);

    const person = await reachable(demoAccounts.dormManager);
    const saved = settings({ real: { real_type: '2', custom_remind: { start_time: '09:00', end_time: '17:30', only_work_day: '1' } } });
    expect((await person.client.call(calls.subNotice, { data: saved })).body).toMatchObject({ e: 0 });
    expect((await person.client.call(calls.newGetSetting, {})).body.d).toMatchObject({
      status: '1',
      channels: { email: { real: { select: '1' } } },
      time_setting: { real: { real_type: 2, custom_remind: { start_time: '09:00', end_time: '17:30', only_work_day: '1' } } },
    });
  });

  it('brings an approval task to its approver once on each channel they chose', async () => {
    const student = await signedInClient(server.url, demoAccounts.student);
    const app = await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow();
    const form = await server.db.selectFrom('form_versions').select('schema').where('app_id', '=', app.id).orderBy('version', 'desc').executeTakeFirstOrThrow();
    const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
    const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    const start = () => student.call<{ inst_id: string }>(calls.startMatter, { app_id: app.id, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    let started = await start();
    expect(started.body.e).toBe(0);
    const startMatterAgain = async () => {
      started = await start();
      expect(started.body.e).toBe(0);
    };
    const task = await server.db.selectFrom('messages').select(['recipient_uid', 'title']).where('type', '=', 2).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const approver = await server.db.selectFrom('users').select('number').where('uid', '=', task.recipient_uid).executeTakeFirstOrThrow();
    const account = Object.values(demoAccounts).find((a) => a.account === approver.number)!;
    const person = await reachable(account);
    // The demo campus's own messages are planned before anyone chooses a channel.
    const now = new Date();
    await drain(now);
    expect((await person.client.call(calls.subNotice, { data: settings() })).body.e).toBe(0);
    await startMatterAgain();
    await drain(now);
    await drain(new Date(now.getTime() + 60_000));

    expect(inbox.messages.filter((m) => m.to.includes(person.email))).toEqual([expect.objectContaining({ subject: task.title })]);
    expect(inbox.latestTo(person.email)!.text).toContain(`https://hall.example.edu.cn/v2/matter/examine?inst_id=${started.body.d.inst_id}&type=todo`);
    expect(sms.messages.filter((m) => m.phone === person.mobile)).toEqual([expect.objectContaining({ templateCode: sms.noticeTemplate })]);
    expect(wechat.sends.filter((s) => s.touser === person.openid)).toEqual([expect.objectContaining({ page: `matter/examine?inst_id=${started.body.d.inst_id}&type=todo` })]);
    expect((await deliveries(person.uid)).map((d) => [d.channel, d.status])).toEqual(
      expect.arrayContaining([
        ['wechat', 'sent'],
        ['mobile', 'sent'],
        ['email', 'sent'],
      ]),
    );
  });

  it('keeps going on the other channels while one fails, and retries it later', async () => {
    const person = await reachable(demoAccounts.logistics);
    await person.client.call(calls.subNotice, { data: settings() });
    wechat.expireTokens();
    sms.failNext('isp.SYSTEM_ERROR');
    await server.db.insertInto('messages').values({ recipient_uid: person.uid, type: 3, title: '系统维护通知' }).execute();
    const now = new Date();
    await drain(now);
    const after = await deliveries(person.uid);
    expect(after.find((d) => d.channel === 'mobile')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(after.find((d) => d.channel === 'email')).toMatchObject({ status: 'sent' });
    // The expired token was replaced once and the send went through.
    expect(after.find((d) => d.channel === 'wechat')).toMatchObject({ status: 'sent' });

    await drain(new Date(now.getTime() + 10 * 60_000));
    expect((await deliveries(person.uid)).find((d) => d.channel === 'mobile')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sms.messages.filter((m) => m.phone === person.mobile)).toHaveLength(1);
  });

  it('holds a message outside the window until it opens, past the weekend with work days only', async () => {
    const person = await reachable(demoAccounts.viceDean);
    const channels = { wechat: { real: off, timing: off }, mobile: { real: off, timing: off }, email: { real: on, timing: off } };
    await person.client.call(calls.subNotice, {
      data: settings({ channels, real: { real_type: 2, custom_remind: { start_time: '09:00', end_time: '17:00', only_work_day: '1' } } }),
    });
    const message = await server.db.insertInto('messages').values({ recipient_uid: person.uid, type: 4, title: '催办提醒：请尽快处理' }).returning('id').executeTakeFirstOrThrow();
    const delivery = () => server.db.selectFrom('message_deliveries').selectAll().where('message_id', '=', message.id).executeTakeFirstOrThrow();
    const received = () => inbox.messages.filter((m) => m.to.includes(person.email)).length;

    // Saturday evening: nothing on Saturday night, Sunday or Monday before nine.
    await drain(campus('2026-12-05T20:00:00'));
    await drain(campus('2026-12-06T12:00:00'));
    await drain(campus('2026-12-07T08:59:00'));
    expect(received()).toBe(0);
    expect(await delivery()).toMatchObject({ status: 'queued', next_attempt_at: campus('2026-12-07T09:00:00') });
    await drain(campus('2026-12-07T09:00:00'));
    expect(received()).toBe(1);
  });

  it('sends a timing user one digest of the day at their time, once', async () => {
    const person = await reachable(demoAccounts.studentAffairs);
    const channels = { wechat: { real: off, timing: off }, mobile: { real: off, timing: off }, email: { real: off, timing: on } };
    await person.client.call(calls.subNotice, { data: settings({ channels, timing: { select: '1', select_tim: '21:00' } }) });
    // What the demo campus gave them arrived days ago.
    await server.db.updateTable('messages').set({ created_at: new Date(Date.now() - 3 * 86_400_000) }).where('recipient_uid', '=', person.uid).execute();
    await server.db
      .insertInto('messages')
      .values([
        { recipient_uid: person.uid, type: 2, title: '待办：请假申请' },
        { recipient_uid: person.uid, type: 3, title: '通知：系统维护' },
      ])
      .execute();
    // The next 21:00 after the messages, and a poll after it.
    const slot = new Date(new Date(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T21:00:00+08:00`).getTime());
    const digestAt = slot.getTime() > Date.now() ? slot : new Date(slot.getTime() + 86_400_000);
    await drain(new Date(digestAt.getTime() - 60_000));
    expect(inbox.messages.filter((m) => m.to.includes(person.email))).toHaveLength(0);
    await drain(digestAt);
    await drain(new Date(digestAt.getTime() + 60_000));
    const digests = inbox.messages.filter((m) => m.to.includes(person.email));
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('您有 2 条新消息');
    expect(digests[0].text).toContain('待办：请假申请');
    expect(digests[0].text).toContain('通知：系统维护');
  });

  it('lists the settings calls in the OpenAPI document under their spec names', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/messages/newGetSetting', '/api/messages/subNotice']));
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.call(calls.newGetSetting, {})).body.e).toBe(10042);
  });
});
