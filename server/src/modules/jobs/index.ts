import { defineArea } from '../area-module';

/**
 * The durable job queue's table. The queue is infrastructure (server/src/jobs/, no calls of its own); areas reach
 * the table only through its enqueueJob and cancelJobs, never by querying it.
 */
export const jobsArea = defineArea({ area: 'jobs', tables: ['jobs'] });
