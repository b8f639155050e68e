import { defineArea } from '../area-module';
import { applicationMoved } from './figures.service';
import { supervisionErrors } from './supervision.errors';
import { supervisionRoutes } from './supervision.routes';

/**
 * Efficiency supervision: figures of services and departments kept per day as applications move (the matters area's
 * applicationMoved hook), process monitoring and the supervisor's interventions through the matters area's service.
 */
export const supervisionArea = defineArea({
  area: 'supervision',
  tables: ['supervision_days', 'supervision_handling'],
  errors: supervisionErrors,
  routes: supervisionRoutes,
  applicationMoved,
});
