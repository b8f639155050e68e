/**
 * The server under the booking benchmark, in its own process as in production: the real app (buildApp, the same
 * configuration main.ts loads) on PostgreSQL (DATABASE_URL, a campus database the benchmark made) or on a fresh
 * embedded database it migrates and seeds itself. It also prepares the scenario on its own database, which only it
 * can reach on the embedded engine; the benchmark asks over IPC: open the seats, check the bookings, stop.
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { migrateToLatest, openDatabase } from '../../server/src/db/connect';
import { seedDemoCampus } from '../../server/demo';
import { addSeats, addStudents, checkBookings } from './scenario';

export type Ask = { type: 'open'; seats: number; opensAt: string } | { type: 'check'; resourceId: number } | { type: 'stop' };

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
  if (!config.databaseUrl) {
    await migrateToLatest(database.db);
    await seedDemoCampus(database.db);
  }
  await addStudents(database.db, Number(process.env.BENCH_STUDENTS), process.env.BENCH_TOKEN_SEED!);
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ port: config.port, host: config.host });

  const send = (message: unknown) => process.send!(message);
  process.on('message', (ask: Ask) => {
    const answer = async () => {
      // The server's CPU time (user and system, µs) goes with each answer, so the benchmark can tell what the burst cost.
      if (ask.type === 'open') send({ type: 'opened', ...(await addSeats(database.db, ask.seats, new Date(ask.opensAt))), cpu: process.cpuUsage() });
      else if (ask.type === 'check') send({ type: 'checked', cpu: process.cpuUsage(), ...(await checkBookings(database.db, ask.resourceId)) });
      else {
        await app.close();
        await database.close();
        process.exit(0);
      }
    };
    answer().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  });
  send({ type: 'ready', engine: database.engine });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
