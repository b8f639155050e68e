import { defineArea } from '../area-module';
import { outOfOfficeRoutes } from './out-of-office.routes';
import { awayJobs } from './out-of-office.service';
import { mayTouchAbsences } from './ownership.service';

/**
 * Periods away and their agents. The tasks that move belong to the areas above (matters, later bookings...): each
 * gives its `handOver` hook, and this area, which never imports them, calls them all (area-hooks.ts).
 */
export const outOfOfficeArea = defineArea({
  area: 'out-of-office',
  tables: ['out_of_office'],
  routes: outOfOfficeRoutes,
  jobs: awayJobs,
  ownership: { absence: mayTouchAbsences },
});
