import { defineArea } from '../area-module';
import { supervisionRoutes } from './supervision.routes';

/** Efficiency supervision: an aggregator over the flows, owning no table of its own. */
export const supervisionArea = defineArea({
  area: 'supervision',
  tables: [],
  routes: supervisionRoutes,
});
