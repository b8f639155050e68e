import { defineArea } from '../area-module';
import { fillinsErrors } from './fillins.errors';
import { fillinsRoutes } from './fillins.routes';
import { mayTouchSubmissions, servicesOfSubmissions } from './ownership.service';
import { fillinJobs } from './reminder-jobs';

/**
 * Fill-ins (填报): missions collected in periods from a population, their submissions and the figures kept as they
 * arrive; 我的填报, the mission page, and 填报统计 for holders of tb-report within their data scope.
 */
export const fillinsArea = defineArea({
  area: 'fillins',
  tables: ['fillin_missions', 'fillin_submissions', 'fillin_counts', 'fillin_field_counts', 'fillin_reminders', 'fillin_person_reminders'],
  errors: fillinsErrors,
  routes: fillinsRoutes,
  jobs: fillinJobs,
  ownership: { submission: mayTouchSubmissions },
  servicesOf: { submission: servicesOfSubmissions },
});
