import type { ColumnType, Generated, Selectable } from 'kysely';
import type { FormValues } from '../../../../contract/forms/schema';
import type { FillinLatePolicy, FillinPeriodKind } from '../../../../contract/rules/fillin';

type Json<T> = ColumnType<T, string, string>;
/** numeric comes back from the driver as a string. */
type Numeric = ColumnType<string | null, number | null, number | null>;

/** A fill-in mission: the catalogue service it is (its name, office and form), who is due, and when. */
export interface FillinMissionsTable {
  id: Generated<number>;
  app_id: number;
  /** The office running it. */
  department_id: number | null;
  /** What it asks of people (填报说明), plain text. */
  description: Generated<string>;
  description_en: Generated<string>;
  /** The population: people of these departments (and their sub-departments) with these identity types, plus `uids`. */
  department_ids: Generated<number[]>;
  identity_types: Generated<Array<'staff' | 'student' | 'other'>>;
  uids: Generated<string[]>;
  period_kind: FillinPeriodKind;
  /** Campus dates, YYYY-MM-DD. */
  start_date: string;
  end_date: string | null;
  /** The window: 'HH:mm' on a period's first day, to the end of 'HH:mm' on its last. */
  open_time: Generated<string>;
  close_time: Generated<string>;
  /** Daily periods on days that are not working days of the campus calendar are due only with this set. */
  on_holidays: Generated<boolean>;
  is_multi: Generated<boolean>;
  late_policy: Generated<FillinLatePolicy>;
  /** 免填: the caller's last submission is offered to start from. */
  prefill_last: Generated<boolean>;
  /** When the missing are reminded on a period's last day ('HH:mm'); null: no scheduled reminder. */
  remind_time: string | null;
  status: Generated<'active' | 'ended'>;
  created_by: string | null;
  created_at: Generated<Date>;
}
export type MissionRow = Selectable<FillinMissionsTable>;

export interface FillinSubmissionsTable {
  id: Generated<number>;
  mission_id: number;
  period_num: number;
  uid: string;
  department_id: number;
  class_name: string;
  seq: number;
  shard: number;
  form_version_id: number;
  values: Json<FormValues>;
  late: boolean;
  request_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** People who submitted in a period, per department, class and shard. */
export interface FillinCountsTable {
  mission_id: number;
  period_num: number;
  department_id: number;
  class_name: string;
  shard: number;
  submitted: number;
  late: number;
  submissions: number;
}

/** A field's figures in a period, per department, class and shard (key: '' answered, 'o:<value>', 'd:<day>'). */
export interface FillinFieldCountsTable {
  mission_id: number;
  period_num: number;
  department_id: number;
  class_name: string;
  field_id: string;
  key: string;
  shard: number;
  n: number;
  sum: Numeric;
  min: Numeric;
  max: Numeric;
}

/** The last reminder of a scope of a period (a department, a class, or a holder's whole data scope). */
export interface FillinRemindersTable {
  mission_id: number;
  period_num: number;
  scope: string;
  reminded_at: Date;
  by_uid: string | null;
  reminded: Generated<number>;
}

/** The last reminder each person got in a period. */
export interface FillinPersonRemindersTable {
  mission_id: number;
  period_num: number;
  uid: string;
  reminded_at: Date;
}
