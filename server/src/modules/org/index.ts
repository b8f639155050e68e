import { defineArea } from '../area-module';
import { orgErrors } from './org.errors';
import { orgRoutes } from './org.routes';
import { activeUser, holdsPermit, isAdministrator } from './org.service';

/** The organisation's people and departments, and which of a person's identities is current; calls: the people picker's search. */
export const orgArea = defineArea({
  area: 'org',
  tables: ['departments', 'users', 'permit_grants', 'user_posts', 'current_identities'],
  errors: orgErrors,
  routes: orgRoutes,
  accounts: { activeUser, isAdministrator, holdsPermit },
});
