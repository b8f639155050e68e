/** The organisation's people, as pickers need them, and as the back office lists them with the permits they hold. */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { GRANTABLE_PERMITS } from '../rules/admin-rights';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

/** What a people picker shows of a person, and nothing more. */
export const PersonChoice = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  departName: Type.String(),
});
export type PersonChoice = Static<typeof PersonChoice>;

/** The most people one search returns. */
export const PEOPLE_SEARCH_LIMIT = 20;

// The back office: roles and permits (admin:roles), and people (admin:people, read-only).

/** Who holds a grant: a person (their uid) or every holder of a post (its code). */
export const HOLDER_KINDS = ['user', 'post'] as const;
export type HolderKind = (typeof HOLDER_KINDS)[number];

/** One permit held by a person or a post, for the whole campus or one department's data. */
export const PermitGrant = Type.Object({
  id: Type.Integer(),
  permit: Type.String(),
  web: Type.Integer({ description: '1 when the key is a web permit (sent in web_permits)' }),
  holder_kind: OneOf(HOLDER_KINDS),
  holder: Type.String({ description: 'a uid, or a post code' }),
  holder_name: Type.String({ description: "the person's name; for a post, its code" }),
  holder_number: Type.String({ description: "the person's number; empty for a post" }),
  department_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the data scope; null for the whole campus' }),
  department_name: Type.String({ description: 'empty for the whole campus' }),
  granted_by_name: Type.String(),
  granted_at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
  version: Type.Integer(),
});
export type PermitGrant = Static<typeof PermitGrant>;

/** A department as the back office lists it (a tree by parent_id). */
export const OrgDepartment = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  kind: OneOf(['college', 'office', 'unit'] as const),
  head_name: Type.String(),
  people: Type.Integer({ description: 'active accounts in the department' }),
});
export type OrgDepartment = Static<typeof OrgDepartment>;

export const IDENTITY_TYPES = ['staff', 'student', 'other'] as const;

export const OrgPerson = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  identity_type: OneOf(IDENTITY_TYPES),
  identity_name: Type.String(),
  department_id: Type.Union([Type.Integer(), Type.Null()]),
  departName: Type.String(),
  status: Type.Integer({ description: '1 active, 0 disabled' }),
  source_type: Type.Integer({ description: 'spec §3 user source types: 0 unknown, 1 registered, 2 added by admin, 3 script import' }),
});
export type OrgPerson = Static<typeof OrgPerson>;

export const OrgPostHolder = Type.Object({
  post: Type.String(),
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  department_id: Type.Union([Type.Integer(), Type.Null()]),
  departName: Type.String(),
});
export type OrgPostHolder = Static<typeof OrgPostHolder>;

const Keyword = Type.String({ minLength: 1, maxLength: 30 });
const PostCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });

export const orgCalls = defineCalls('org', {
  searchPeople: {
    method: 'GET',
    access: 'user',
    summary: `People of the organisation (staff and students) whose name contains the keyword or whose number starts with it; at most ${PEOPLE_SEARCH_LIMIT}, exact and prefix matches first.`,
    payload: Payload({ keyword: Type.String({ minLength: 1, maxLength: 30 }) }),
    result: Type.Array(PersonChoice),
  },
  getPermitGrants: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:roles',
    summary: 'Permit grants, newest first: by permit, by holder (a name, number, uid or post code) and by data scope.',
    payload: Payload({
      ...Paging,
      permit: Type.Optional(OneOf(GRANTABLE_PERMITS)),
      holder: Type.Optional(Keyword),
      department_id: Type.Optional(Id()),
    }),
    result: PageOf(PermitGrant),
  },
  getGrantChoices: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:roles',
    summary: 'What a grant may name: the posts people hold and the departments a scope may be (people: searchPeople).',
    payload: Payload({}),
    result: Type.Object({ posts: Type.Array(Type.String()), departments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parent_id: Type.Union([Type.Integer(), Type.Null()]) })) }),
  },
  grantPermit: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:roles',
    summary: 'Grants a permit to a person or a post, for the whole campus or one department; the same grant twice is refused.',
    okText: 'saved',
    payload: Payload({
      permit: OneOf(GRANTABLE_PERMITS),
      holder_kind: OneOf(HOLDER_KINDS),
      holder: PostCode,
      department_id: Type.Optional(Id()),
    }),
    result: PermitGrant,
  },
  revokePermit: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:roles',
    summary: 'Revokes a grant at the version read; refused when it would leave nobody with admin:roles and no super user.',
    okText: 'saved',
    payload: Payload({ id: Id(), version: Int({ minimum: 1 }) }),
    result: Type.Object({}),
  },
  getOrgPeople: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:people',
    summary: 'People of the organisation (read-only here: the organisation-user system manages them), by name or number, department and identity type.',
    payload: Payload({ ...Paging, keyword: Type.Optional(Keyword), department_id: Type.Optional(Id()), identity_type: Type.Optional(OneOf(IDENTITY_TYPES)) }),
    result: PageOf(OrgPerson),
  },
  getOrgDepartments: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:people',
    summary: 'Every department with its parent, head and number of people, in display order.',
    payload: Payload({}),
    result: Type.Array(OrgDepartment),
  },
  getOrgPosts: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:people',
    summary: 'Who holds which post in which department, by post, department or holder.',
    payload: Payload({ ...Paging, post: Type.Optional(PostCode), department_id: Type.Optional(Id()), keyword: Type.Optional(Keyword) }),
    result: PageOf(OrgPostHolder),
  },
});
