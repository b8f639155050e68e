import { defineArea } from '../area-module';
import { reportsErrors } from './reports.errors';
import { reportsRoutes } from './reports.routes';
import { reportSearch } from './reports.service';

/** The data center: report definitions over applications, fill-ins and service efficiency, run within the viewer's data scope. */
export const reportsArea = defineArea({
  area: 'reports',
  tables: ['report_definitions'],
  errors: reportsErrors,
  routes: reportsRoutes,
  searchSources: { reports: reportSearch },
});
