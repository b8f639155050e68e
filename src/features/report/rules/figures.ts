/**
 * How a report's figures read (issue 28): counts of six digits or more in 万 (K in English) as spec §9 says
 * (contract/rules/format.ts), hours with one decimal, rates as a percentage with one decimal, anything else with at
 * most two decimals; the measure's unit, which the server gives in the reader's language, after the number.
 */
import { formatCount } from '@contract/rules/format';
import type { Lang } from '@/stores/ui-settings';

/** Rates (`rate`, `rate:<…>`) are fractions from 0 to 1, as every rate of the contract; hours end in `_hours`. */
export type FigureKind = 'rate' | 'hours' | 'plain';

export function figureKind(measure: string): FigureKind {
  if (measure === 'rate' || measure.startsWith('rate:') || measure.endsWith('_rate')) return 'rate';
  if (measure.endsWith('_hours')) return 'hours';
  return 'plain';
}

function plainNumber(value: number, lang: Lang): string {
  if (String(Math.abs(Math.trunc(value))).length >= 6) return formatCount(value, lang);
  return String(Math.round(value * 100) / 100);
}

/** A figure as the table, the chart and the total show it. */
export function formatFigure(value: number, measure: string, unit: string, lang: Lang): string {
  const kind = figureKind(measure);
  if (kind === 'rate') return `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
  const number = kind === 'hours' ? (Math.round(value * 10) / 10).toFixed(1) : plainNumber(value, lang);
  if (!unit || unit === '%') return number;
  return lang === 'en' ? `${number} ${unit}` : `${number}${unit}`;
}

/** A value axis's tick: the number alone (the axis is named by the measure), shortened as the figures are. */
export function formatTick(value: number, measure: string, lang: Lang): string {
  if (figureKind(measure) === 'rate') return `${Math.round(value * 100)}%`;
  return plainNumber(value, lang);
}
