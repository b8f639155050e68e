/**
 * The durable job queue: a PostgreSQL table on both engines (README.md beside this file says why not pg-boss).
 * Callers enqueue and cancel inside their own transactions; the runner in each server process runs due jobs.
 */
export { cancelJobs, enqueueJob, enqueueJobs, jobsCancellation, jobsEnqueueing, type JobSelector, type NewJob } from './queue';
export { startPolling, type JobLog, type Polling } from './polling';
export { startJobRunner, type JobContext, type JobHandler, type JobHandlers, type JobRunner, type JobRunnerOptions } from './runner';
