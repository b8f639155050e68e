/**
 * Figures of applications for the data center (the reports area reads them through matters.service.ts): how many
 * applications were made or decided in a time range, and a measure over them (a Number field's sum or average, the
 * average or 90th-percentile hours from made to decided), grouped by department, status, service, period or a choice
 * field's options. Which services and departments count is the caller's to say (its data scope).
 */
import type { DbOrTx } from '../../db/database';
import { figureRows, type FigureFilter, type FigureGroup, type FigureMeasure, type FigureRow } from './figures.queries';

export type { FigureFilter, FigureGroup, FigureMeasure };

/** A group's key (a department id, a status, a service id, a period, an option value; null for none), records and value. */
export interface Figure {
  key: string | null;
  count: number;
  /** Null where the measure has nothing to measure (an average over no numbers). */
  value: number | null;
}

const figure = (row: FigureRow): Figure => ({ key: row.key, count: Number(row.n), value: row.value === null ? null : Number(row.value) });

export async function applicationFigures(db: DbOrTx, filter: FigureFilter, group: FigureGroup, measure: FigureMeasure): Promise<{ rows: Figure[]; total: Figure }> {
  const rows = await figureRows(db, filter, group, measure);
  const total = rows.find((r) => r.whole);
  return { rows: rows.filter((r) => !r.whole).map(figure), total: total ? figure(total) : { key: null, count: 0, value: null } };
}
