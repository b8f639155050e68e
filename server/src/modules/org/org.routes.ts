import type { FastifyInstance } from 'fastify';
import { orgCalls as calls } from '../../../../contract/calls/org';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as grants from './admin/grants.service';
import * as people from './admin/people.service';
import { searchPeople } from './org.service';

const page = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 10 });

export function orgRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.searchPeople, async (p, { db, lang }) => searchPeople(db, p.keyword, lang));

  registerCall(app, deps, calls.getPermitGrants, async (p, { db, lang }) =>
    grants.grants(db, lang, { permit: p.permit, holder: p.holder?.trim() || undefined, departmentId: p.department_id }, page(p)),
  );
  registerCall(app, deps, calls.getGrantChoices, async (_p, { db, lang }) => grants.grantChoices(db, lang));
  registerCall(app, deps, calls.grantPermit, async (p, { db, user, lang }) => grants.grant(db, user, lang, p));
  registerCall(app, deps, calls.revokePermit, async (p, { db, user }) => {
    await grants.revoke(db, user, p.id, p.version);
    return {};
  });

  registerCall(app, deps, calls.getOrgPeople, async (p, { db, lang }) =>
    people.people(db, lang, { keyword: p.keyword?.trim() || undefined, departmentId: p.department_id, identityType: p.identity_type }, page(p)),
  );
  registerCall(app, deps, calls.getOrgDepartments, async (_p, { db, lang }) => people.departments(db, lang));
  registerCall(app, deps, calls.getOrgPosts, async (p, { db, lang }) =>
    people.postHolders(db, lang, { post: p.post, departmentId: p.department_id, keyword: p.keyword?.trim() || undefined }, page(p)),
  );
}
