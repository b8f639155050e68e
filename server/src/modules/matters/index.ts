import { defineArea } from '../area-module';
import { mattersErrors } from './matters.errors';
import { mattersRoutes } from './matters.routes';
import { awayJobs, mattersJobs } from './matters.service';
import { mayTouchAbsences, mayTouchInstances, mayTouchTasks } from './ownership.service';

/** Applications and their approval: starting, the actions on tasks and instances, and the to-do and launched lists. */
export const mattersArea = defineArea({
  area: 'matters',
  tables: ['process_instances', 'process_tasks', 'process_steps', 'process_actions', 'out_of_office'],
  errors: mattersErrors,
  routes: mattersRoutes,
  jobs: { ...mattersJobs, ...awayJobs },
  ownership: { instance: mayTouchInstances, task: mayTouchTasks, absence: mayTouchAbsences },
});
