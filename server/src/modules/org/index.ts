import { defineArea } from '../area-module';
import { orgRoutes } from './org.routes';
import { seedOrg } from './org.seed';

/** The organisation's people and departments; its one call so far is the people picker's search. */
export const orgArea = defineArea({ area: 'org', tables: ['departments', 'users', 'user_permits', 'user_posts'], routes: orgRoutes, seedDemo: seedOrg });
