import { defineArea } from '../area-module';
import { orgRoutes } from './org.routes';
import { activeUser, isAdministrator } from './org.service';
import { seedOrg } from './org.seed';

/** The organisation's people and departments, and which of a person's identities is current; calls: the people picker's search. */
export const orgArea = defineArea({ area: 'org', tables: ['departments', 'users', 'user_permits', 'user_posts', 'current_identities'], routes: orgRoutes, seedDemo: seedOrg, accounts: { activeUser, isAdministrator } });
