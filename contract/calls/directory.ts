/**
 * Organisation sync in the back office: the directory connectors (SCIM clients pushing, LDAP directories pulled),
 * their runs, and their settings. A SCIM client's token is answered once, when made or rotated; an LDAP bind password
 * is never answered.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, Int, OneOf, Payload } from '../schemas';

export const CONNECTOR_KINDS = ['scim', 'ldap'] as const;

/** Our fields an LDAP attribute may give, and the attribute each reads by default (OpenLDAP inetOrgPerson). */
export const LDAP_DEFAULT_MAPPING = {
  number: 'uid',
  name: 'cn',
  identity: 'employeeType',
  department: 'departmentNumber',
  mobile: 'mobile',
  email: 'mail',
  person: 'employeeNumber',
} as const;
export type LdapField = keyof typeof LDAP_DEFAULT_MAPPING;

const When = Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time; empty when never' });

export const DirectoryRun = Type.Object({
  id: Type.String(),
  started_at: When,
  finished_at: When,
  changes: Type.Integer(),
  errors: Type.Integer(),
  error: Type.String({ description: 'the latest error of the run; empty when none' }),
});
export type DirectoryRun = Static<typeof DirectoryRun>;

export const LdapSettingsView = Type.Object({
  url: Type.String(),
  bind_dn: Type.String(),
  has_password: Type.Integer({ description: '1 when a bind password is kept (it is never answered)' }),
  base_dns: Type.Array(Type.String()),
  filter: Type.String(),
  mapping: Type.Record(Type.String(), Type.String()),
  every_minutes: Type.Integer(),
});

export const DirectoryConnector = Type.Object({
  id: Type.Integer(),
  kind: OneOf(CONNECTOR_KINDS),
  name: Type.String(),
  enabled: Type.Integer(),
  fallback_uid: Type.String({ description: "who takes a leaving person's tasks when their department has no other head; empty for none" }),
  fallback_name: Type.String(),
  ldap: Type.Union([LdapSettingsView, Type.Null()], { description: 'null for a SCIM client' }),
  last_run_at: When,
  changes: Type.Integer({ description: 'changes applied over the kept runs' }),
  errors: Type.Integer({ description: 'errors over the kept runs' }),
  last_error: Type.String(),
  version: Type.Integer(),
});
export type DirectoryConnector = Static<typeof DirectoryConnector>;

const Name = Type.String({ minLength: 1, maxLength: 60 });
const Uid = Type.String({ minLength: 1, maxLength: 64 });
const Version = Int({ minimum: 1 });

export const directoryCalls = defineCalls('directory', {
  getDirectoryConnectors: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:people',
    summary: 'Every directory connector with its last run, the changes it applied and its errors.',
    payload: Payload({}),
    result: Type.Array(DirectoryConnector),
  },
  getDirectoryRuns: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:people',
    summary: "A connector's latest runs, newest first.",
    payload: Payload({ id: Id() }),
    result: Type.Array(DirectoryRun),
  },
  addScimClient: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:people',
    summary: 'Adds a SCIM client; its bearer token is answered this once (only its hash is kept).',
    okText: 'saved',
    payload: Payload({ name: Name, fallback_uid: Type.Optional(Uid) }),
    result: Type.Object({ id: Type.Integer(), token: Type.String() }),
  },
  rotateScimToken: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:people',
    summary: "Gives a SCIM client a new bearer token, answered this once; the old one stops working at once.",
    okText: 'saved',
    payload: Payload({ id: Id(), version: Version }),
    result: Type.Object({ token: Type.String() }),
  },
  saveLdapConnector: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:people',
    summary: 'Adds an LDAP connector (without id) or changes one at the version read; an empty password keeps the kept one.',
    okText: 'saved',
    payload: Payload({
      id: Type.Optional(Id()),
      version: Type.Optional(Version),
      name: Name,
      url: Type.String({ minLength: 8, maxLength: 200, pattern: '^ldaps?://' }),
      bind_dn: Type.String({ maxLength: 200 }),
      password: Type.Optional(Type.String({ maxLength: 200 })),
      base_dns: Type.String({ minLength: 1, maxLength: 2000, description: 'one base DN a line' }),
      filter: Type.Optional(Type.String({ maxLength: 1000, description: 'an LDAP filter ANDed with the object class: only selected departments' })),
      mapping: Type.Optional(Type.String({ maxLength: 1000, description: 'field=attribute, comma-separated; fields left out keep the defaults' })),
      every_minutes: Type.Optional(Int({ minimum: 1, maximum: 60, default: 3 })),
      fallback_uid: Type.Optional(Uid),
      enabled: Type.Optional(OneOf([0, 1] as const)),
    }),
    result: Type.Object({ id: Type.Integer() }),
  },
  runDirectoryNow: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:people',
    summary: 'Pulls an LDAP connector now instead of at its next turn.',
    okText: 'saved',
    payload: Payload({ id: Id() }),
    result: Type.Object({}),
  },
});
