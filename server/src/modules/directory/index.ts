import { defineArea } from '../area-module';
import { directoryErrors } from './directory.errors';
import type { AppDeps } from '../../http/context';
import type { FastifyInstance } from 'fastify';
import { connectorRoutes } from './admin/connectors.routes';
import { pullJobs } from './ldap/pull-job';
import { scimRoutes } from './scim/scim.routes';

/**
 * Organisation sync (spec §1): the university's directory feeds people, departments and posts, pushed by SCIM
 * clients at /scim/v2 or pulled from LDAP on the job queue; leaving people hand their tasks on. Its connectors and
 * their runs are a back-office section.
 */
export const directoryArea = defineArea({
  area: 'directory',
  tables: ['directory_connectors', 'directory_runs', 'directory_links'],
  errors: directoryErrors,
  routes: (app: FastifyInstance, deps: AppDeps) => {
    scimRoutes(app, deps);
    connectorRoutes(app, deps);
  },
  jobs: pullJobs,
});
