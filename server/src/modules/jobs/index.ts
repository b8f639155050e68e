import { defineArea } from '../area-module';
import { dueBacklog } from './jobs.queries';

/**
 * The durable job queue's table. The queue is infrastructure (server/src/jobs/, no calls of its own); areas reach
 * the table only through its enqueueJob and cancelJobs, never by querying it. Its backlog is a figure of /metrics.
 */
export const jobsArea = defineArea({
  area: 'jobs',
  tables: ['jobs'],
  measures: {
    campus_hall_jobs_due: {
      help: 'Pending jobs (timers, reminders) already due: a backlog that grows means the runners cannot keep up.',
      labels: [],
      read: async (db) => [{ labels: {}, value: (await dueBacklog(db, new Date())).due }],
    },
    campus_hall_jobs_lag_seconds: {
      help: 'How long the oldest due job has waited past its time.',
      labels: [],
      read: async (db) => {
        const { oldest } = await dueBacklog(db, new Date());
        return [{ labels: {}, value: oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0 }];
      },
    },
  },
});
