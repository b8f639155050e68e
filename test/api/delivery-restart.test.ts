/**
 * Message delivery across killed server processes (SIGKILL, no chance to clean up), against the SMTP inbox, the SMS
 * gateway and the messaging-app API fakes. A student's applications give their approver messages; the process that
 * wrote them is killed before its worker got to them, the next one is killed with every send in flight, and a third
 * delivers what is left. Each message reaches its recipient once on each channel: nothing lost, nothing doubled.
 *
 * The embedded data folder takes one process at a time, so the test looks into the database only while no server
 * runs; PostgreSQL (TEST_DATABASE_URL) gets a copy of the demo campus the same way.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '../../contract';
import { START_NODE } from '../../contract/forms';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/connect';
import type { Db } from '../../server/src/db/database';
import { bindMessagingApp, saveMessageSettings } from '../../server/src/modules/delivery/delivery.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { valuesFor } from '../support/form-values';
import { signedInClient } from '../support/http-client';
import { startDeliveryFakes, type DeliveryFakes } from '../support/delivery-fakes';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { adminQuery, embeddedTemplate, postgresTemplate } from '../support/template-databases';
import { bothEngines } from '../support/test-server';

const PUBLIC_URL = 'https://hall.example.edu.cn';
const APPLICATIONS = 3;
const ALL_CHANNELS_AT_ONCE = JSON.stringify({
  status: '1',
  channels: Object.fromEntries(['wechat', 'mobile', 'email'].map((c) => [c, { real: { select: '1' }, timing: { select: '0' } }])),
  time_setting: { real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '18:00', only_work_day: '0' } }, timing: { select: '0', select_tim: '08:00' } },
});

describe.each(bothEngines)('message delivery across killed server processes on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ch-delivery-'));
  const dataDir = path.join(dir, 'data');
  let databaseUrl: string | undefined;
  let fakes: DeliveryFakes;
  let inbox: DeliveryFakes['inbox'];
  let sms: DeliveryFakes['sms'];
  let wechat: DeliveryFakes['wechat'];
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fakes = await startDeliveryFakes();
    ({ inbox, sms, wechat } = fakes);
    if (engine === 'postgresql') {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `ch_test_restart_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()!}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    } else {
      // Unpacking the demo campus into the folder is the only open with copyOf; later opens find it there.
      await (await openDatabase({ dataDir, copyOf: embeddedTemplate() })).close();
    }
    env = {
      PORT: '0',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: '0',
      PUBLIC_URL,
      ...fakes.env,
    };
  });
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await fakes?.close();
    if (databaseUrl) await adminQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  async function inDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }
  function start(pollMs: number): ServerProcess {
    server = startServerProcess({ ...env, DELIVERY_POLL_MS: String(pollMs) });
    return server;
  }
  async function kill(proc: ServerProcess): Promise<void> {
    proc.child.kill('SIGKILL');
    await proc.exited;
    server = undefined;
  }
  async function until(condition: () => boolean, what: string, proc: ServerProcess): Promise<void> {
    for (let waited = 0; !condition(); waited += 50) {
      if (waited > 40_000) throw new Error(`gave up waiting: ${what}\n${proc.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('delivers every message once on each channel after kills before and during delivery', async () => {
    // Every demo person can be reached on all three channels and wants everything at once; the campus's old
    // messages are behind them.
    const { appId, values, people } = await inDatabase(async (db) => {
      await db.updateTable('messages').set({ planned_at: new Date() }).where('planned_at', 'is', null).execute();
      const config = loadConfig(fakes.env).delivery;
      const users = await db.selectFrom('users').select(['uid', 'number']).where('number', 'in', Object.values(demoAccounts).map((a) => a.account)).orderBy('number').execute();
      const reach = new Map<string, { mobile: string; email: string; openid: string }>();
      for (const [i, user] of users.entries()) {
        const person = { mobile: `1390000${String(i).padStart(4, '0')}`, email: `person-${i}@example.edu.cn`, openid: `o-person-${i}` };
        await db.updateTable('users').set({ mobile: person.mobile, email: person.email }).where('uid', '=', user.uid).execute();
        await bindMessagingApp(db, user.uid, person.openid);
        await saveMessageSettings(db, config, user.uid, ALL_CHANNELS_AT_ONCE, new Date());
        wechat.knownOpenids.add(person.openid);
        reach.set(user.uid, person);
      }
      const app = await db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow();
      const form = await db.selectFrom('form_versions').select('schema').where('app_id', '=', app.id).orderBy('version', 'desc').executeTakeFirstOrThrow();
      const noFiles = () => Promise.reject(new Error('the form has no attachments'));
      const noPeople = () => {
        throw new Error('the form names no one');
      };
      return { appId: app.id, values: await valuesFor(form.schema, START_NODE, { file: noFiles, person: noPeople }), people: reach };
    });

    // 1. The applications are written and the process dies before its worker's next poll (an hour away).
    const first = start(3_600_000);
    const student = await signedInClient(`http://127.0.0.1:${await first.running}`, demoAccounts.student);
    for (let i = 0; i < APPLICATIONS; i++) {
      const started = await student.call(calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
      expect(started.body.e).toBe(0);
    }
    await kill(first);
    const messages = await inDatabase((db) => db.selectFrom('messages').selectAll().where('planned_at', 'is', null).orderBy('id').execute());
    expect(messages.length).toBeGreaterThanOrEqual(APPLICATIONS);
    expect(messages.every((m) => people.has(m.recipient_uid))).toBe(true);
    expect(await inDatabase((db) => db.selectFrom('message_deliveries').select('id').execute())).toEqual([]);

    // 2. The next process plans them and sends each on every channel; it dies while all the sends are in flight.
    // The mail server has taken each email and its answer is lost; the SMS and messaging-app requests are cut off
    // before their providers act on them.
    inbox.holdReplies();
    sms.inFlight.hold();
    wechat.inFlight.hold();
    const second = start(100);
    await second.running;
    const everySendInFlight = () => inbox.heldReplies() === messages.length && sms.inFlight.held() === messages.length && wechat.inFlight.held() === messages.length;
    await until(everySendInFlight, 'every send is in flight', second);
    await kill(second);
    await until(() => sms.inFlight.held() === 0 && wechat.inFlight.held() === 0, 'the providers see the sender gone', second);
    inbox.resumeReplies();
    sms.inFlight.release();
    wechat.inFlight.release();
    expect(sms.messages).toEqual([]);
    expect(wechat.sends).toEqual([]);
    const claimed = await inDatabase((db) => db.selectFrom('message_deliveries').selectAll().execute());
    expect(claimed).toHaveLength(3 * messages.length);
    expect(claimed.every((d) => d.status === 'sending')).toBe(true);
    // The claims' lease (two minutes) runs out while no server is up.
    await inDatabase((db) => db.updateTable('message_deliveries').set({ locked_until: new Date(Date.now() - 1000) }).execute());

    // 3. A new process takes the lapsed claims back and sends them.
    const third = start(100);
    await third.running;
    const arrived = () => sms.messages.length >= messages.length && wechat.sends.length >= messages.length && inbox.messages.length >= 2 * messages.length;
    await until(arrived, 'the sends arrive', third);
    // A graceful stop waits for the round in hand, so what follows is all it sent.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    server = undefined;

    const deliveries = await inDatabase((db) => db.selectFrom('message_deliveries').selectAll().orderBy('id').execute());
    expect(deliveries.map((d) => [d.status, d.attempts])).toEqual(deliveries.map(() => ['sent', 2]));
    const idsOn = (channel: string) => deliveries.filter((d) => d.channel === channel).map((d) => String(d.id));
    const host = new URL(PUBLIC_URL).hostname;
    for (const message of messages) {
      const person = people.get(message.recipient_uid)!;
      const own = deliveries.filter((d) => d.message_id === message.id);
      expect(own.map((d) => d.channel).sort()).toEqual(['email', 'mobile', 'wechat']);
      // The email the mail server took before the kill came again under its Message-ID: the recipient sees one.
      const email = own.find((d) => d.channel === 'email')!;
      expect(inbox.messages.filter((m) => m.messageId === `<delivery-${email.id}@${host}>`)).toHaveLength(2);
      expect(inbox.mailbox(person.email).filter((m) => m.messageId === `<delivery-${email.id}@${host}>`)).toEqual([expect.objectContaining({ subject: message.title })]);
      expect(sms.messages.filter((m) => m.outId === String(own.find((d) => d.channel === 'mobile')!.id))).toEqual([expect.objectContaining({ phone: person.mobile })]);
      expect(wechat.sends.filter((s) => s.touser === person.openid && `/${s.page}` === message.link)).toHaveLength(1);
    }
    expect(inbox.messages.map((m) => m.messageId).sort()).toEqual([...idsOn('email'), ...idsOn('email')].map((id) => `<delivery-${id}@${host}>`).sort());
    expect(sms.messages.map((m) => m.outId).sort()).toEqual(idsOn('mobile').sort());
    expect(wechat.sends).toHaveLength(messages.length);
  });
});
