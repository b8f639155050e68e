import { defineArea } from '../area-module';
import { grantsErrors } from './grants.errors';
import { grantsRoutes } from './grants.routes';
import { mayActFor, recordGrantUse, servicesReached } from './grants.service';

/** Grants: people letting others act for them, and the switch into and out of acting for a granting account. */
export const grantsArea = defineArea({
  area: 'grants',
  tables: ['grants'],
  errors: grantsErrors,
  routes: grantsRoutes,
  acting: { mayActFor, servicesReached, recordUse: recordGrantUse },
});
