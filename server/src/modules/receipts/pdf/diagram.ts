/**
 * The process as a vertical chain of boxes: the submission, each step of the outline (server/src/workflow/outline.ts,
 * as getProcessInfoNew shows it, of the version this application runs on), the finish. Branches stand side by side
 * under their fork. The steps the application waits at are highlighted; steps already passed are marked done.
 */
import type { OutlineNode } from '../../../../../contract/calls/matters';
import { say } from '../texts';
import { COLORS, type Writer } from '../../../pdf/writer';

export interface DiagramState {
  /** Nodes the application waits at now ('start' while it is back with the applicant). */
  current: Set<string>;
  /** Nodes it has passed. */
  done: Set<string>;
  /** Whether it finished (status completed): the finish box is done too. */
  finished: boolean;
}

type Item = { kind: 'box'; id: string; title: string; detail: string } | { kind: 'fork'; node: OutlineNode };

const GAP = 16;
const BOX_MAX = 230;
const PAD = 6;

/** Who handles a step, as the outline names them (people, a post, a form field's people). */
function detailOf(node: OutlineNode, w: Writer): string {
  return (node.approvers?.names.filter(Boolean) ?? []).join(w.lang === 'en' ? ', ' : '、');
}

const itemOf = (node: OutlineNode, w: Writer): Item =>
  node.kind === 'approval' || node.kind === 'cc' ? { kind: 'box', id: node.id, title: node.name, detail: detailOf(node, w) } : { kind: 'fork', node };

function boxHeight(w: Writer, item: Extract<Item, { kind: 'box' }>, width: number): number {
  w.bold(9.5);
  let h = PAD * 2 + w.measure(item.title, width - 2 * PAD - 14);
  if (item.detail) {
    w.regular(8);
    h += 2 + w.measure(item.detail, width - 2 * PAD);
  }
  return h;
}

function drawBox(w: Writer, item: Extract<Item, { kind: 'box' }>, x: number, y: number, width: number, state: DiagramState): number {
  const h = boxHeight(w, item, width);
  const current = state.current.has(item.id);
  const done = !current && state.done.has(item.id);
  const [stroke, fill] = current ? [COLORS.current, COLORS.currentFill] : done ? [COLORS.done, COLORS.doneFill] : [COLORS.rule, '#ffffff'];
  w.doc.roundedRect(x, y, width, h, 4).lineWidth(current ? 1.6 : 0.8).fillAndStroke(fill, stroke);
  w.bold(9.5, current ? COLORS.current : COLORS.text).put(item.title, x + PAD, y + PAD, width - 2 * PAD - 14, { height: h });
  if (item.detail) {
    w.bold(9.5);
    const titleHeight = w.measure(item.title, width - 2 * PAD - 14);
    w.regular(8, COLORS.muted).put(item.detail, x + PAD, y + PAD + titleHeight + 2, width - 2 * PAD, { height: h });
  }
  // A tick for a passed step, a dot for the current one.
  const mx = x + width - PAD - 8;
  const my = y + PAD + 5;
  if (done) w.doc.moveTo(mx, my).lineTo(mx + 3, my + 3).lineTo(mx + 8, my - 3).lineWidth(1.4).strokeColor(COLORS.done).stroke();
  if (current) w.doc.circle(mx + 4, my, 3.5).fill(COLORS.current);
  return h;
}

function arrow(w: Writer, x: number, from: number, to: number): void {
  w.doc.moveTo(x, from).lineTo(x, to - 3).lineWidth(0.8).strokeColor(COLORS.muted).stroke();
  w.doc.moveTo(x - 3, to - 5).lineTo(x, to).lineTo(x + 3, to - 5).fill(COLORS.muted);
}

/** Lays out (and with `draw`, draws) one item in a column; returns its height. */
function item(w: Writer, it: Item, x: number, y: number, width: number, state: DiagramState, draw: boolean): number {
  const boxWidth = Math.min(width - 8, BOX_MAX);
  const bx = x + (width - boxWidth) / 2;
  if (it.kind === 'box') return draw ? drawBox(w, it, bx, y, boxWidth, state) : boxHeight(w, it, boxWidth);
  const node = it.node;
  const title = `${say(w.lang, node.kind === 'parallel' ? 'parallel' : 'condition')}${node.name ? `${w.lang === 'en' ? ': ' : '：'}${node.name}` : ''}`;
  w.regular(8.5);
  const forkHeight = w.measure(title, boxWidth - 2 * PAD) + 2 * PAD;
  if (draw) {
    w.doc.roundedRect(bx, y, boxWidth, forkHeight, forkHeight / 2).lineWidth(0.8).fillAndStroke(COLORS.head, COLORS.rule);
    w.regular(8.5, COLORS.muted).put(title, bx + PAD, y + PAD, boxWidth - 2 * PAD, { align: 'center' });
  }
  const columns = Math.max(node.branches.length, 1);
  const colWidth = width / columns;
  const top = y + forkHeight + GAP;
  let tallest = 0;
  for (const [i, branch] of node.branches.entries()) {
    const cx = x + i * colWidth;
    w.regular(8);
    const labelHeight = branch.label ? w.measure(branch.label, colWidth - 8) + 4 : 0;
    if (draw && branch.label) w.regular(8, COLORS.accent).put(branch.label, cx + 4, top, colWidth - 8, { align: 'center' });
    const chainHeight = chain(w, branch.nodes.map((n) => itemOf(n, w)), cx, top + labelHeight, colWidth, state, draw);
    tallest = Math.max(tallest, labelHeight + chainHeight);
  }
  if (draw && node.branches.length > 0) {
    // Fork and join: a bar across the branches' centres above and below them.
    const centres = node.branches.map((_b, i) => x + i * colWidth + colWidth / 2);
    const bottom = top + tallest + GAP / 2;
    w.doc.moveTo(x + width / 2, y + forkHeight).lineTo(x + width / 2, top - GAP / 2).lineWidth(0.8).strokeColor(COLORS.muted).stroke();
    w.doc.moveTo(centres[0], top - GAP / 2).lineTo(centres[centres.length - 1], top - GAP / 2).stroke();
    w.doc.moveTo(centres[0], bottom).lineTo(centres[centres.length - 1], bottom).stroke();
    for (const c of centres) w.doc.moveTo(c, top - GAP / 2).lineTo(c, top).moveTo(c, bottom - GAP / 2).lineTo(c, bottom).stroke();
  }
  return forkHeight + GAP + tallest + GAP / 2;
}

/** A column of items joined by arrows; returns its height. */
function chain(w: Writer, items: Item[], x: number, y: number, width: number, state: DiagramState, draw: boolean): number {
  let at = y;
  for (const [i, it] of items.entries()) {
    if (i > 0) {
      if (draw) arrow(w, x + width / 2, at, at + GAP);
      at += GAP;
    }
    at += item(w, it, x, at, width, state, draw);
  }
  return at - y;
}

export function drawDiagram(w: Writer, nodes: OutlineNode[], state: DiagramState): void {
  const { lang } = w;
  w.section(say(lang, 'process'), 60);
  // The legend.
  const ly = w.y;
  w.doc.roundedRect(w.left, ly + 1, 10, 8, 2).lineWidth(1.2).fillAndStroke(COLORS.currentFill, COLORS.current);
  w.regular(8, COLORS.muted).put(say(lang, 'processHere'), w.left + 14, ly, 80);
  w.doc.roundedRect(w.left + 90, ly + 1, 10, 8, 2).lineWidth(0.8).fillAndStroke(COLORS.doneFill, COLORS.done);
  w.regular(8, COLORS.muted).put(say(lang, 'processDone'), w.left + 104, ly, 80);
  w.y = ly + 18;

  const items: Item[] = [
    { kind: 'box', id: 'start', title: say(lang, 'processStart'), detail: '' },
    ...nodes.map((n) => itemOf(n, w)),
    { kind: 'box', id: '$end', title: say(lang, 'processEnd'), detail: '' },
  ];
  const endState: DiagramState = { ...state, done: new Set([...state.done, 'start', ...(state.finished ? ['$end'] : [])]) };
  const x = w.left;
  const width = w.width;
  let previousBottom: number | null = null;
  for (const it of items) {
    const height = item(w, it, x, 0, width, endState, false);
    const before = w.doc.bufferedPageRange().count;
    w.ensure(height + (previousBottom === null ? 0 : GAP));
    const samePage = w.doc.bufferedPageRange().count === before;
    if (previousBottom !== null && samePage) {
      arrow(w, x + width / 2, previousBottom, previousBottom + GAP);
      w.y = previousBottom + GAP;
    }
    const top = w.y;
    item(w, it, x, top, width, endState, true);
    previousBottom = top + height;
    w.y = previousBottom;
  }
  if (nodes.length === 0) {
    w.regular(9, COLORS.muted).put(say(lang, 'processNoOutline'), w.left, w.y + 6, w.width, { align: 'center' });
    w.y += 24;
  }
  w.y += 10;
  w.regular();
}
