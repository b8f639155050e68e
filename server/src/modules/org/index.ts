import { defineArea } from '../area-module';
import { seedOrg } from './org.seed';

/** No calls of its own yet: other areas use its service; the admin and org-sync issues add routes. */
export const orgArea = defineArea({ area: 'org', tables: ['departments', 'users', 'user_permits'], seedDemo: seedOrg });
