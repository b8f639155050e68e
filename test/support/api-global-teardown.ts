/** Removes the run's seeded templates, and stops its S3 server when it started one. */
import { runServices } from './api-global-setup';
import { dropTemplates } from './template-databases';

export default async function apiGlobalTeardown(): Promise<void> {
  await dropTemplates();
  await runServices.campusHallS3?.close();
}
