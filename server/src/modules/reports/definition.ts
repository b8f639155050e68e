/**
 * A shown report as the reader reads it: its definition, what its keys are read against (its source and service
 * form), and the dimensions and measures it offers, the default first.
 */
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import * as forms from '../forms/forms.service';
import {
  dimensionLabel,
  formFields,
  measureLabel,
  offersDimension,
  offersMeasure,
  parseDimension,
  parseMeasure,
  type Dimension,
  type KeyContext,
  type Measure,
} from './report-keys';
import * as q from './reports.queries';
import type { ReportDefinitionRow } from './reports.table';

export interface Offered<T> {
  key: string;
  label: string;
  parsed: T;
}

export interface OpenReport {
  report: ReportDefinitionRow;
  ctx: KeyContext;
  dimensions: Offered<Dimension>[];
  measures: Offered<Measure>[];
}

/** The stored keys the source offers, the default first, each once. */
function offered<T>(keys: string[], first: string, parse: (key: string) => T | null, offers: (parsed: T) => boolean, label: (parsed: T) => string): Offered<T>[] {
  const found: Offered<T>[] = [];
  for (const key of new Set([first, ...keys])) {
    const parsed = parse(key);
    if (parsed !== null && offers(parsed)) found.push({ key, label: label(parsed), parsed });
  }
  return found;
}

export async function openReport(db: DbOrTx, id: number, lang: Lang): Promise<OpenReport> {
  const report = await q.shownReport(db, id);
  if (!report) throw new DomainError('reports.notFound');
  const form = report.source === 'applications' && report.app_id !== null ? await forms.currentForm(db, report.app_id) : undefined;
  const ctx: KeyContext = { source: report.source, oneService: report.app_id !== null, ...formFields(form?.schema, lang) };
  return {
    report,
    ctx,
    dimensions: offered(report.dimensions, report.dimension, parseDimension, (d) => offersDimension(ctx, d), (d) => dimensionLabel(ctx, d, lang)),
    measures: offered(report.measures, report.measure, parseMeasure, (m) => offersMeasure(ctx, m), (m) => measureLabel(ctx, m, lang)),
  };
}

/** The offered dimension (or measure) of this key, the default when none is asked; refuses a key the report does not offer. */
export function chosen<T>(list: Offered<T>[], key: string | undefined, refusal: 'reports.unknownDimension' | 'reports.unknownMeasure'): Offered<T> {
  const found = key === undefined ? list[0] : list.find((o) => o.key === key);
  if (!found) throw new DomainError(refusal, { key: key ?? '' });
  return found;
}
