import type { ColumnType, Generated, Selectable } from 'kysely';

/** Settings of an LDAP connector; a SCIM client has none. */
export interface LdapSettings {
  url: string;
  bind_dn: string;
  /** Where people are read from; departments (organizational units) are read under the same base DNs. */
  base_dns: string[];
  /** An LDAP filter ANDed with the people's object class: only the selected departments, say. */
  filter: string;
  /** Our field → the LDAP attribute holding it (number=uid, name=cn …); fields left out keep the defaults. */
  mapping: Record<string, string>;
  /** Minutes between pulls. */
  every_minutes: number;
}

/** A source of people and departments: a SCIM client pushing, or an LDAP directory pulled. */
export interface DirectoryConnectorsTable {
  id: Generated<number>;
  kind: 'scim' | 'ldap';
  name: string;
  /** SHA-256 of a SCIM client's bearer token; null for LDAP. */
  token_hash: string | null;
  settings: ColumnType<Partial<LdapSettings>, string | undefined, string>;
  /** The LDAP bind password; never answered, nor written to the audit trail. */
  secret: string | null;
  /** Who takes the pending tasks of someone leaving when their department has no (other) head. */
  fallback_uid: string | null;
  /** LDAP: the greatest modifyTimestamp seen, where the next pull starts. */
  high_water: string | null;
  enabled: Generated<boolean>;
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
  created_at: Generated<Date>;
}
export type DirectoryConnectorRow = Selectable<DirectoryConnectorsTable>;

/** One pull, or one SCIM request that changed something or failed. */
export interface DirectoryRunsTable {
  id: Generated<string>;
  connector_id: number;
  started_at: Date;
  finished_at: Date | null;
  changes: Generated<number>;
  errors: Generated<number>;
  error: Generated<string>;
}

/** Which local record a source's resource is: a person (uid), a department (id) or a post (code). */
export interface DirectoryLinksTable {
  id: Generated<string>;
  connector_id: number;
  kind: 'user' | 'department' | 'post';
  local_id: string;
  external_id: string | null;
  /** What the source said that has no column of its own (a user's manager, a group's display name). */
  attributes: ColumnType<Record<string, unknown>, string | undefined, string>;
  version: Generated<number>;
  modified_at: Generated<Date>;
  created_at: Generated<Date>;
}
export type DirectoryLinkRow = Selectable<DirectoryLinksTable>;
