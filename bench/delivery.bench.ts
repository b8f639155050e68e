/**
 * Message delivery benchmark, on PostgreSQL: 10,000 messages fanned out to 5,000 people who each chose all three
 * channels (email, SMS, the messaging app) at once, delivered by the real server's worker (its own process, at its
 * default poll) to the local fakes (test/support: an SMTP server, the SMS gateway's API, the messaging app's API) in
 * this process.
 *
 * The messages come as a burst of events, each a change that sends one message to 50 people in its own transaction
 * (sendMessages, as the flows do). Measured from each event's start:
 * - in-app: until the recipient's unread count (the query behind the message list's badge) includes the message;
 * - channel: until the fake provider has the send (seen by a 10 ms sampler), per channel;
 * and deliveries per second, from the first event to the last send. With a burst, the channel delays are mostly the
 * queue: the p99 is about how long the last recipient waits.
 *
 * Writes bench/results/delivery.json. Alone: `npm run bench:delivery` (not part of `npm test`), on BENCH_DATABASE_URL
 * or postgres://postgres@127.0.0.1:5432/postgres; BENCH_DELIVERY_MESSAGES (10000) and BENCH_DELIVERY_PEOPLE (5000)
 * change the run.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/connect';
import type { Db } from '../server/src/db/database';
import { saveMessageSettings } from '../server/src/modules/delivery/delivery.service';
import { sendMessages, unreadMessageCount } from '../server/src/modules/messages/messages.service';
import { startDeliveryFakes, type DeliveryFakes } from '../test/support/delivery-fakes';
import { generateCampusDatabase, withClient } from './campus-database';
import { runAlone, scenarioPostgres, startServer } from './load';

const root = path.resolve(__dirname, '..');
const MESSAGES = Number(process.env.BENCH_DELIVERY_MESSAGES ?? 10_000);
const PEOPLE = Number(process.env.BENCH_DELIVERY_PEOPLE ?? 5_000);
const PER_EVENT = 50;
const PUBLIC_URL = 'https://hall.example.edu.cn';
const SAMPLE_MS = 10;
const GIVE_UP_MS = 20 * 60_000;

const ALL_AT_ONCE = JSON.stringify({
  status: '1',
  channels: Object.fromEntries(['wechat', 'mobile', 'email'].map((c) => [c, { real: { select: '1' }, timing: { select: '0' } }])),
  time_setting: { real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '18:00', only_work_day: '0' } }, timing: { select: '0', select_tim: '08:00' } },
});

const uidOf = (i: number) => `B${String(i).padStart(6, '0')}`;

/** The bench people, each with a mobile, an email, an openid and every channel on; the demo campus's own messages already planned. */
async function addPeople(db: Db, fakes: DeliveryFakes) {
  await db.updateTable('messages').set({ planned_at: new Date() }).where('planned_at', 'is', null).execute();
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    uid: uidOf(i),
    number: uidOf(i),
    name: `测试${i}`,
    identity_type: 'student' as const,
    department_id: null,
    mobile: `138${String(i).padStart(8, '0')}`,
    email: `b${i}@example.edu.cn`,
    password_hash: null,
    person_id: null,
  }));
  for (let i = 0; i < people.length; i += 1000) {
    const chunk = people.slice(i, i + 1000);
    await db.insertInto('users').values(chunk).execute();
    await db.insertInto('messaging_app_bindings').values(chunk.map((p) => ({ uid: p.uid, openid: `o-${p.uid}` }))).execute();
  }
  for (const p of people) fakes.wechat.knownOpenids.add(`o-${p.uid}`);
  const config = loadConfig(fakes.env).delivery;
  for (let i = 0; i < people.length; i += 10) {
    await Promise.all(people.slice(i, i + 10).map((p) => saveMessageSettings(db, config, p.uid, ALL_AT_ONCE, new Date())));
  }
  return { people: people.length };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const summary = (delays: number[]) => {
  const sorted = [...delays].sort((a, b) => a - b);
  return { count: sorted.length, p50ms: Math.round(percentile(sorted, 50)), p99ms: Math.round(percentile(sorted, 99)), maxms: Math.round(sorted.at(-1) ?? NaN) };
};

export async function runDeliveryBench(adminUrl: string) {
  const fakes = await startDeliveryFakes();
  console.log(`delivery: generating ${PEOPLE} people on ${new URL(adminUrl).host} …`);
  const generated = await generateCampusDatabase(adminUrl, (db) => addPeople(db, fakes));
  const { db, close } = await openDatabase({ databaseUrl: generated.url, dataDir: 'memory://' });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  // When the fakes first had each send: email by Message-ID, SMS by OutId, the messaging app by page.
  const seen = { email: new Map<string, number>(), mobile: new Map<string, number>(), wechat: new Map<string, number>() };
  const read = { email: 0, mobile: 0, wechat: 0 };
  function note<T>(channel: keyof typeof seen, received: T[], key: (item: T) => string, now: number): void {
    for (; read[channel] < received.length; read[channel]++) {
      const k = key(received[read[channel]]);
      if (!seen[channel].has(k)) seen[channel].set(k, now);
    }
  }
  const sampler = setInterval(() => {
    const now = performance.now();
    note('email', fakes.inbox.messages, (m) => m.messageId, now);
    note('mobile', fakes.sms.messages, (m) => m.outId ?? '', now);
    note('wechat', fakes.wechat.sends, (s) => s.page, now);
  }, SAMPLE_MS);
  try {
    server = await startServer(generated.url, { PUBLIC_URL, ...fakes.env });
    // Event n sends message n·50+k to person (n·50+k) mod PEOPLE: every person gets MESSAGES/PEOPLE of them.
    const eventAt = new Map<string, number>();
    const inApp: number[] = [];
    const started = performance.now();
    for (let n = 0; n * PER_EVENT < MESSAGES; n++) {
      const at = performance.now();
      const batch = Array.from({ length: Math.min(PER_EVENT, MESSAGES - n * PER_EVENT) }, (_, k) => {
        const i = n * PER_EVENT + k;
        return { to: uidOf(i % PEOPLE), type: 3 as const, title: `通知 ${i}`, link: `/notice/detail?id=${i}`, expected: Math.floor(i / PEOPLE) + 1 };
      });
      await db.transaction().execute((tx) => sendMessages(tx, batch.map(({ expected: _e, ...m }) => m)));
      for (const m of batch) eventAt.set(m.link.slice(1), at);
      const counts = await Promise.all(batch.map((m) => unreadMessageCount(db, m.to)));
      const visible = performance.now();
      counts.forEach((count, k) => {
        if (count < batch[k].expected) throw new Error(`${batch[k].to} sees ${count} unread, expected ${batch[k].expected}`);
        inApp.push(visible - at);
      });
    }
    const produced = performance.now();
    console.log(`delivery: ${MESSAGES} messages written in ${Math.round(produced - started)} ms; waiting for ${3 * MESSAGES} sends …`);
    while (seen.email.size + seen.mobile.size + seen.wechat.size < 3 * MESSAGES) {
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`gave up: ${seen.email.size} emails, ${seen.mobile.size} SMS, ${seen.wechat.size} app messages`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // The deliveries' ids name the email and SMS sends; their message names the event.
    const rows = await db
      .selectFrom('message_deliveries')
      .innerJoin('messages', 'messages.id', 'message_deliveries.message_id')
      .select(['message_deliveries.id', 'message_deliveries.channel', 'message_deliveries.status', 'messages.link'])
      .execute();
    const host = new URL(PUBLIC_URL).hostname;
    const arrivedAt = (r: (typeof rows)[number]) =>
      r.channel === 'email' ? seen.email.get(`<delivery-${r.id}@${host}>`) : r.channel === 'mobile' ? seen.mobile.get(String(r.id)) : seen.wechat.get(r.link.slice(1));
    const delays = { email: [] as number[], mobile: [] as number[], wechat: [] as number[] };
    for (const r of rows) {
      const arrived = arrivedAt(r);
      if (arrived === undefined || r.status !== 'sent') throw new Error(`delivery ${r.id} (${r.channel}) is ${r.status}, seen ${arrived !== undefined}`);
      delays[r.channel].push(arrived - eventAt.get(r.link.slice(1))!);
    }
    const last = Math.max(...Object.values(seen).flatMap((m) => [...m.values()]));
    const repeats = { email: fakes.inbox.messages.length - seen.email.size, mobile: fakes.sms.messages.length - seen.mobile.size, wechat: fakes.wechat.sends.length - seen.wechat.size };
    const result = {
      at: new Date().toISOString(),
      engine: `postgresql ${(await withClient(generated.url, (c) => c.query<{ server_version: string }>('SHOW server_version'))).rows[0].server_version}`,
      cpus: cpus().length,
      messages: MESSAGES,
      people: PEOPLE,
      perEvent: PER_EVENT,
      deliveries: rows.length,
      repeats,
      writeSeconds: Math.round(produced - started) / 1000,
      deliverySeconds: Math.round(last - started) / 1000,
      deliveriesPerSec: Math.round(rows.length / ((last - started) / 1000)),
      inApp: summary(inApp),
      channel: { all: summary(Object.values(delays).flat()), email: summary(delays.email), mobile: summary(delays.mobile), wechat: summary(delays.wechat) },
      samplerResolutionMs: SAMPLE_MS,
      generated: { seconds: generated.seconds },
    };
    writeFileSync(path.join(root, 'bench/results/delivery.json'), JSON.stringify(result, null, 2));
    console.log(`delivery on ${result.engine}, ${result.cpus} CPUs: ${MESSAGES} messages to ${PEOPLE} people, ${rows.length} channel deliveries in ${result.deliverySeconds} s, ${result.deliveriesPerSec}/s`);
    console.table({ 'in-app': result.inApp, ...result.channel });
    return result;
  } finally {
    clearInterval(sampler);
    await server?.stop();
    await close();
    await fakes.close();
    await generated.drop();
  }
}

if (require.main === module) runAlone(() => scenarioPostgres('BENCH_DELIVERY'), runDeliveryBench);
