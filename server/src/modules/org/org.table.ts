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
  /** A student's class (班级, e.g. 计科2401), as fill-in statistics group people; null for none. */
  class_name: string | null;
}
export type UserRow = Selectable<UsersTable>;

/** A permit held by a person or by every holder of a post, for the whole campus or one department's data. */
export interface PermitGrantsTable {
  id: Generated<number>;
  permit: string;
  holder_kind: 'user' | 'post';
  /** A uid, or a post code of user_posts. */
  holder: string;
  /** The department whose data the permit reaches; null: the whole campus. */
  department_id: number | null;
  granted_by: string | null;
  granted_at: Generated<Date>;
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}
export type PermitGrantRow = Selectable<PermitGrantsTable>;

/** The one account a person is using now, per person (users.person_id). */
export interface CurrentIdentitiesTable {
  person_id: string;
  uid: string;
  changed_at: Generated<Date>;
}
