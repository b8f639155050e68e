import { defineArea } from '../area-module';
import { designerErrors } from './designer.errors';
import { designerRoutes } from './designer.routes';

/**
 * The form and process designers (back office part two): a service's draft design, checked and simulated before it
 * is published as a numbered release; releases compared and restored; services moved between installations as bundles.
 */
export const designerArea = defineArea({
  area: 'designer',
  tables: ['service_designs', 'service_releases'],
  errors: designerErrors,
  routes: designerRoutes,
});
