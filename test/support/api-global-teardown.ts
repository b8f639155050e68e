/** Removes the run's seeded templates. */
import { dropTemplates } from './template-databases';

export default async function apiGlobalTeardown(): Promise<void> {
  await dropTemplates();
}
