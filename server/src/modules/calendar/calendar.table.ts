import type { ColumnType, Generated } from 'kysely';
import type { DayKind } from '../../workflow/working-time';

export interface CalendarDaysTable {
  /** A date column: read it as text (to_char), as pg would make it a Date at the machine's local midnight. */
  day: string;
  kind: DayKind;
  name: Generated<string>;
  name_en: Generated<string>;
}

export interface CalendarSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}
