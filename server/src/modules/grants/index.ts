import { defineArea } from '../area-module';
import { grantsRoutes } from './grants.routes';
import { mayActFor, recordGrantUse, servicesReached } from './grants.service';
import { seedGrants } from './grants.seed';

/** Grants: people letting others act for them, and the switch into and out of acting for a granting account. */
export const grantsArea = defineArea({
  area: 'grants',
  tables: ['grants'],
  routes: grantsRoutes,
  seedDemo: seedGrants,
  acting: { mayActFor, servicesReached, recordUse: recordGrantUse },
});
