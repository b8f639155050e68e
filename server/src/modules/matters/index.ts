import { defineArea } from '../area-module';
import { mattersErrors } from './matters.errors';
import { mattersFlow, mattersJobs } from './matter-flow';
import { mattersRoutes } from './matters.routes';
import { mayTouchInstances, mayTouchTasks } from './ownership.service';

/** Applications and their approval: starting, the actions on tasks and instances, and the to-do and launched lists. */
export const mattersArea = defineArea({
  area: 'matters',
  tables: ['process_instances', 'process_tasks', 'process_steps', 'process_actions'],
  errors: mattersErrors,
  routes: mattersRoutes,
  jobs: mattersJobs,
  ownership: { instance: mayTouchInstances, task: mayTouchTasks },
  // A period away moves the person's pending approval tasks to their agent, and back at its end.
  handOver: mattersFlow.handOver,
});
