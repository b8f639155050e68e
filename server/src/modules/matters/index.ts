import { defineArea, type ServicesResolver } from '../area-module';
import { applicationsHolding } from '../files/files.service';
import { matterDetail } from './detail.service';
import { mattersErrors } from './matters.errors';
import { mattersFlow, mattersJobs } from './matter-flow';
import { mattersRoutes } from './matters.routes';
import { servicesOf } from './matters.service';
import { instancesTakenPartIn, mayTouchInstances, mayTouchTasks } from './ownership.service';

/** Each service the applications (or tasks) name, as its own entry. */
const servicesEach = (kind: 'instance' | 'task'): ServicesResolver => async (db, ids) => (await servicesOf(db, kind, ids)).map((s) => [s]);

/** Applications and their approval: starting, the actions on tasks and instances, and the to-do and launched lists. */
export const mattersArea = defineArea({
  area: 'matters',
  tables: ['process_instances', 'process_tasks', 'process_steps', 'process_actions', 'process_waits', 'application_ratings'],
  errors: mattersErrors,
  routes: mattersRoutes,
  jobs: mattersJobs,
  ownership: { instance: mayTouchInstances, task: mayTouchTasks },
  servicesOf: {
    instance: servicesEach('instance'),
    task: servicesEach('task'),
    // A file reaches the services of every application holding it (any one will do); one no form holds names none.
    file: async (db, ids) => {
      const named: number[][] = [];
      for (const held of await applicationsHolding(db, ids)) if (held.length) named.push(await servicesOf(db, 'instance', held));
      return named;
    },
  },
  fileHolders: { instancesTakenPartIn, applicationView: matterDetail },
  // A period away moves the person's pending approval tasks to their agent, and back at its end.
  handOver: mattersFlow.handOver,
});
