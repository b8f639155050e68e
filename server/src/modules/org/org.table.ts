import type { Generated, Selectable } from 'kysely';

export interface DepartmentsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: Generated<string>;
  parent_id: number | null;
  kind: 'college' | 'office' | 'unit';
  sort: Generated<number>;
  head_uid: string | null;
}

export interface UserPostsTable {
  uid: string;
  /** A post code such as counsellor or finance_auditor, as process definitions name it. */
  post: string;
  department_id: number | null;
}

export interface UsersTable {
  uid: string;
  number: string;
  name: string;
  sex: Generated<'' | 'male' | 'female'>;
  identity_type: 'staff' | 'student' | 'other';
  identity_id: Generated<string>;
  identity_name: Generated<string>;
  department_id: number | null;
  administrative_level: Generated<string>;
  mobile: string | null;
  email: string | null;
  avatar: Generated<string>;
  source_type: Generated<number>;
  password_hash: string | null;
  issuper: Generated<number>;
  status: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The person behind the account, shared by each of their identities; null for a person with one account. */
  person_id: string | null;
}
export type UserRow = Selectable<UsersTable>;

export interface UserPermitsTable {
  uid: string;
  permit: string;
  web: Generated<boolean>;
}

/** The one account a person is using now, per person (users.person_id). */
export interface CurrentIdentitiesTable {
  person_id: string;
  uid: string;
  changed_at: Generated<Date>;
}
