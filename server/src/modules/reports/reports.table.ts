import type { Generated, Selectable } from 'kysely';
import type { ReportChart, ReportSource } from '../../../../contract/calls/reports';

/**
 * A report of the data center: what it counts (`source`, over the service `app_id`; efficiency over every service
 * when null, and so are applications), the dimensions and measures it offers with the default of each, its chart
 * and its default time range. Keys as runReport takes them (./report-keys.ts).
 */
export interface ReportDefinitionsTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  description: Generated<string>;
  description_en: Generated<string>;
  source: ReportSource;
  app_id: number | null;
  dimensions: string[];
  dimension: string;
  measures: string[];
  measure: string;
  chart: ReportChart;
  /** The default range: the last this many campus days, today included. */
  range_days: Generated<number>;
  sort: Generated<number>;
  is_show: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type ReportDefinitionRow = Selectable<ReportDefinitionsTable>;
