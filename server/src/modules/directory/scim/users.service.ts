/**
 * SCIM Users (RFC 7643 §4.1) as the portal's people: userName is the campus number, the enterprise extension's
 * department a department's code or name, userType the identity type; the portal's extension adds the identity's
 * name and the person behind several identities. A client sees and changes only the people it brought.
 */
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { DomainError } from '../../../domain/errors';
import * as feed from '../../org/feed.service';
import type { FeedPerson, IncomingPerson } from '../../org/feed.service';
import { applyPerson, identityTypeOf, removePerson } from '../changes.service';
import * as q from '../directory.queries';
import type { DirectoryLinkRow } from '../directory.table';
import { checked, PatchBody, UserBody } from './scim-bodies';
import { checkVersion, listResponse, meta, paging, type ScimContext } from './scim-context';
import { ScimError } from './scim-error';
import { linkFilter } from './scim-filter';
import { applyPatch } from './scim-patch';
import { CAMPUS_USER_SCHEMA, ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim-schemas';

const userBody = checked(UserBody);
const patchBody = checked(PatchBody);
const notFound = () => new ScimError(404, 'No such user');

const primary = (list: { value: string; type?: string; primary?: boolean }[] | undefined, type?: string) =>
  (list?.find((c) => c.primary) ?? list?.find((c) => c.type === type) ?? list?.[0])?.value || null;

async function incoming(db: DbOrTx, body: UserBody): Promise<{ person: IncomingPerson; attributes: Record<string, unknown> }> {
  const enterprise = body[ENTERPRISE_SCHEMA];
  const campus = body[CAMPUS_USER_SCHEMA];
  const department = enterprise?.department ? await feed.departmentNamed(db, enterprise.department) : undefined;
  if (enterprise?.department && !department) throw new DomainError('directory.unknownDepartment');
  const name = body.name?.formatted || body.displayName || [body.name?.familyName, body.name?.givenName].filter(Boolean).join('') || body.userName;
  return {
    person: {
      number: body.userName,
      name,
      identityType: identityTypeOf(body.userType),
      identityName: campus?.identityName ?? null,
      departmentId: department?.id ?? null,
      mobile: primary(body.phoneNumbers, 'mobile'),
      email: primary(body.emails, 'work'),
      active: body.active ?? true,
      personKey: campus?.person ?? null,
    },
    attributes: { manager: enterprise?.manager?.value ?? null, userType: body.userType ?? null },
  };
}

async function resource(ctx: ScimContext, person: FeedPerson, link: DirectoryLinkRow) {
  const [department] = await feed.departmentsById(ctx.db, person.department_id === null ? [] : [person.department_id]);
  const manager = typeof link.attributes.manager === 'string' ? link.attributes.manager : null;
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA, CAMPUS_USER_SCHEMA],
    id: person.uid,
    ...(link.external_id ? { externalId: link.external_id } : {}),
    userName: person.number,
    name: { formatted: person.name },
    displayName: person.name,
    userType: typeof link.attributes.userType === 'string' ? link.attributes.userType : person.identity_type,
    active: person.status === 1,
    emails: person.email ? [{ value: person.email, type: 'work', primary: true }] : [],
    phoneNumbers: person.mobile ? [{ value: person.mobile, type: 'mobile', primary: true }] : [],
    [ENTERPRISE_SCHEMA]: { ...(department ? { department: department.code } : {}), ...(manager ? { manager: { value: manager } } : {}) },
    [CAMPUS_USER_SCHEMA]: { identityName: person.identity_name, ...(person.person_id ? { person: person.person_id } : {}) },
    meta: meta('User', person.uid, link),
  };
}

async function linked(ctx: ScimContext, uid: string) {
  const link = await q.link(ctx.db, ctx.connector.id, 'user', uid);
  const [person] = link ? await feed.feedPeople(ctx.db, [uid]) : [];
  if (!link || !person) throw notFound();
  return { link, person };
}

export async function getUser(ctx: ScimContext, uid: string) {
  const { link, person } = await linked(ctx, uid);
  return resource(ctx, person, link);
}

export async function listUsers(ctx: ScimContext, query: { filter?: string; startIndex?: number; count?: number }) {
  const filter = await linkFilter(query.filter, { username: (number) => feed.uidsNumbered(ctx.db, number) });
  const page = paging(query);
  const { total, rows } = await q.linkPage(ctx.db, ctx.connector.id, ['user'], filter, page);
  const people = new Map((await feed.feedPeople(ctx.db, rows.map((r) => r.local_id))).map((p) => [p.uid, p]));
  const resources = await Promise.all(rows.flatMap((r) => (people.has(r.local_id) ? [resource(ctx, people.get(r.local_id)!, r)] : [])));
  return listResponse(resources, total, page.start);
}

export async function createUser(ctx: ScimContext, raw: unknown) {
  const body = userBody(raw);
  const { person, attributes } = await incoming(ctx.db, body);
  const [existing] = await feed.uidsNumbered(ctx.db, person.number);
  if (existing && (await q.link(ctx.db, ctx.connector.id, 'user', existing))) throw new ScimError(409, 'A user with this userName exists', 'uniqueness');
  const { link } = await applyPerson(ctx.db, ctx.sessions, ctx.connector, { person, externalId: body.externalId ?? null, attributes }, ctx.now);
  return getUser(ctx, link.local_id);
}

export async function replaceUser(ctx: ScimContext, uid: string, raw: unknown, ifMatch: string | undefined) {
  const body = userBody(raw);
  await inTransaction(ctx.db, async (tx) => {
    const link = await q.link(tx, ctx.connector.id, 'user', uid);
    if (!link) throw notFound();
    checkVersion(ifMatch, link);
    const { person, attributes } = await incoming(tx, body);
    await applyPerson(tx, ctx.sessions, ctx.connector, { person, uid, externalId: body.externalId ?? null, attributes }, ctx.now);
  });
  return getUser(ctx, uid);
}

/** The user as it is, with the operations applied, saved as a replace; "True"/"False" as some clients send active. */
export async function patchUser(ctx: ScimContext, uid: string, raw: unknown, ifMatch: string | undefined) {
  const patch = patchBody(raw);
  const { meta: _meta, id: _id, ...current } = await getUser(ctx, uid);
  const next = applyPatch(current, patch, [ENTERPRISE_SCHEMA, CAMPUS_USER_SCHEMA]);
  if (typeof next.active === 'string') next.active = next.active.toLowerCase() === 'true';
  return replaceUser(ctx, uid, next, ifMatch);
}

/** A deleted user leaves: their account is turned off (records keep naming them) and this client no longer sees it. */
export async function deleteUser(ctx: ScimContext, uid: string, ifMatch: string | undefined): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const link = await q.link(tx, ctx.connector.id, 'user', uid);
    if (!link) throw notFound();
    checkVersion(ifMatch, link);
    await removePerson(tx, ctx.sessions, ctx.connector, uid);
  });
}
