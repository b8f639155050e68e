/**
 * The mini-program's chart (chart/report-chart.tsx) drawn on a 2D canvas: where each bar, point or slice goes in a box
 * of the canvas's size, the value axis's ticks and the category labels that fit, and which datum a touch lands on.
 * Pure, so it is tested without a canvas; draw.ts paints what it computes.
 */
import type { ChartKind } from './types';

export interface Box {
  width: number;
  height: number;
}

export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Bar {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Dot {
  index: number;
  x: number;
  y: number;
}

export interface Slice {
  index: number;
  /** Radians clockwise from 12 o'clock. */
  start: number;
  end: number;
}

export interface Label {
  x: number;
  y: number;
  text: string;
}

export interface Geometry {
  kind: ChartKind;
  plot: Plot;
  /** Category columns (bar and line): the width each datum owns, for labels and touches. */
  band: number;
  ticks: Label[];
  categories: Label[];
  bars: Bar[];
  dots: Dot[];
  slices: Slice[];
  centre: { x: number; y: number; r: number };
}

/** Text sizes the painter uses; a CJK character is about as wide as the font size, a Latin one about half. */
export const FONT = 11;
const charWidth = (c: string) => (/[\u2e80-\uffef]/.test(c) ? FONT : FONT * 0.55);
export const textWidth = (text: string) => Array.from(text).reduce((w, c) => w + charWidth(c), 0);

/** Cuts a label to a width, with an ellipsis. */
export function fitText(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let kept = '';
  for (const c of Array.from(text)) {
    if (textWidth(`${kept}${c}…`) > width) break;
    kept += c;
  }
  return kept ? `${kept}…` : '';
}

/** A round step for about `count` ticks up to `max` (1, 2 or 5 times a power of ten). */
export function niceStep(max: number, count = 4, whole = false): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) as number;
  return whole ? Math.max(1, step) : step;
}

const EMPTY: Omit<Geometry, 'kind' | 'plot'> = { band: 0, ticks: [], categories: [], bars: [], dots: [], slices: [], centre: { x: 0, y: 0, r: 0 } };

function pieGeometry(values: number[], box: Box): Geometry {
  const r = Math.max(0, Math.min(box.width, box.height) / 2 - 8);
  const sum = values.reduce((a, v) => a + Math.max(0, v), 0);
  let at = 0;
  const slices =
    sum > 0
      ? values.map((v, index) => {
          const start = at;
          at += (Math.max(0, v) / sum) * 2 * Math.PI;
          return { index, start, end: at };
        })
      : [];
  return { ...EMPTY, kind: 'pie', plot: { left: 0, top: 0, right: box.width, bottom: box.height }, slices, centre: { x: box.width / 2, y: box.height / 2, r } };
}

/**
 * The geometry of a chart of `values` named by `labels` in `box`; `tick` writes a value axis's number, stepping by
 * whole numbers when the values are counts (`whole`). Negative values (no measure has them) are drawn as none.
 */
export function chartGeometry(kind: ChartKind, values: number[], labels: string[], box: Box, tick: (value: number) => string, whole = false): Geometry {
  if (kind === 'pie') return pieGeometry(values, box);
  const step = niceStep(Math.max(0, ...values), 4, whole);
  const top = step * Math.max(1, Math.ceil(Math.max(0, ...values) / step));
  const tickValues = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const left = Math.ceil(Math.max(...tickValues.map((v) => textWidth(tick(v))))) + 8;
  const plot = { left, top: FONT, right: box.width - 8, bottom: box.height - FONT * 2 - 4 };
  const height = plot.bottom - plot.top;
  const band = values.length > 0 ? (plot.right - plot.left) / values.length : 0;
  const yOf = (v: number) => plot.bottom - (Math.max(0, v) / top) * height;
  const ticks = tickValues.map((v) => ({ x: left - 6, y: yOf(v), text: tick(v) }));
  // Every label when they fit, else every k-th: a label needs at least three characters' room.
  const every = band > 0 ? Math.max(1, Math.ceil((FONT * 3) / band)) : 1;
  const room = band * every - 4;
  const categories = labels.flatMap((text, i) => (i % every === 0 ? [{ x: plot.left + band * (i + 0.5), y: plot.bottom + 6, text: fitText(text, room) }] : []));
  const barWidth = Math.min(band * 0.6, 48);
  const bars = kind === 'bar' ? values.map((v, index) => ({ index, x: plot.left + band * index + (band - barWidth) / 2, y: yOf(v), w: barWidth, h: plot.bottom - yOf(v) })) : [];
  const dots = kind === 'line' ? values.map((v, index) => ({ index, x: plot.left + band * (index + 0.5), y: yOf(v) })) : [];
  return { ...EMPTY, kind, plot, band, ticks, categories, bars, dots };
}

/** The datum a touch at (x, y) lands on: a bar's or a point's column inside the plot, or a slice; else null. */
export function pickAt(g: Geometry, x: number, y: number): number | null {
  if (g.kind === 'pie') {
    const dx = x - g.centre.x;
    const dy = y - g.centre.y;
    if (Math.hypot(dx, dy) > g.centre.r) return null;
    const angle = (Math.atan2(dx, -dy) + 2 * Math.PI) % (2 * Math.PI);
    return g.slices.find((s) => angle >= s.start && angle < s.end)?.index ?? null;
  }
  const count = g.kind === 'bar' ? g.bars.length : g.dots.length;
  if (x < g.plot.left || x > g.plot.right || y < g.plot.top || y > g.plot.bottom || g.band <= 0) return null;
  const index = Math.floor((x - g.plot.left) / g.band);
  return index < count ? index : null;
}
