/**
 * Batch approval in My tasks (pending tab): which rows may be chosen, how the chosen set follows the rows shown, the
 * chunks the ids go in, and what came of them.
 *
 * The chosen set covers the rows on screen: a desktop's page (another page clears it) or a phone's loaded rows (more
 * rows keep it). The ids go ten at a time, one call after another, so the reader sees progress and can stop between
 * calls; the server takes up to BATCH_LIMIT (100, contract/calls/matters.ts) in one call.
 */
import type { TodoItem } from '@contract/calls/matters';

/** Task ids per batchApproveTasks call. */
export const BATCH_CHUNK = 10;

/** The most an opinion may hold (contract: opinion maxLength). */
export const OPINION_MAX = 2000;

export type Selection = ReadonlySet<string>;

type Row = Pick<TodoItem, 'task_id' | 'task_status'>;

/** A task waiting for earlier approvers (task_status 5) is not the reader's to approve yet; 0 and 1 are. */
export function isSelectable(item: Pick<TodoItem, 'task_status'>): boolean {
  return item.task_status === 0 || item.task_status === 1;
}

export function toggled(selection: Selection, taskId: string, on: boolean): Selection {
  if (selection.has(taskId) === on) return selection;
  const next = new Set(selection);
  if (on) next.add(taskId);
  else next.delete(taskId);
  return next;
}

/** Every row shown that may be chosen (全选本页 / all loaded rows). */
export function allShown(items: readonly Row[]): Selection {
  return new Set(items.filter(isSelectable).map((i) => i.task_id));
}

/** How the select-all box shows: none, some or all of the rows that may be chosen are chosen. */
export function shownState(selection: Selection, items: readonly Row[]): 'none' | 'some' | 'all' {
  const selectable = items.filter(isSelectable);
  const chosen = selectable.filter((i) => selection.has(i.task_id)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

/** The chosen set after the rows changed: only rows still shown stay chosen (the same set when nothing left). */
export function keepShown(selection: Selection, items: readonly Row[]): Selection {
  const shown = new Set(items.map((i) => i.task_id));
  const kept = [...selection].filter((id) => shown.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The chosen ids in the order the rows show them. */
export function chosenInOrder(selection: Selection, items: readonly Row[]): string[] {
  return items.filter((i) => selection.has(i.task_id)).map((i) => i.task_id);
}

export function chunks<T>(ids: readonly T[], size = BATCH_CHUNK): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

export interface BatchAnswer {
  approved: string[];
  skipped: { task_id: string; reason: string }[];
}

/** A batch under way or ended: how many were chosen, how many were sent and answered, and the answers. */
export interface BatchProgress {
  total: number;
  processed: number;
  approved: string[];
  skipped: { task_id: string; reason: string }[];
}

export function startProgress(total: number): BatchProgress {
  return { total, processed: 0, approved: [], skipped: [] };
}

/** The progress after one chunk's answer: every id sent counts as processed, whatever the server said of it. */
export function withAnswer(progress: BatchProgress, sent: readonly string[], answer: BatchAnswer): BatchProgress {
  const ours = new Set(sent);
  return {
    total: progress.total,
    processed: Math.min(progress.total, progress.processed + sent.length),
    approved: [...progress.approved, ...answer.approved.filter((id) => ours.has(id))],
    skipped: [...progress.skipped, ...answer.skipped.filter((s) => ours.has(s.task_id))],
  };
}

export function percent(progress: BatchProgress): number {
  return progress.total === 0 ? 100 : Math.round((progress.processed / progress.total) * 100);
}

export interface SkippedRow<T> {
  task_id: string;
  reason: string;
  /** The row as it was chosen (its service and applicant), when it is still known. */
  item: T | undefined;
}

export interface BatchSummary<T> {
  approved: number;
  skipped: SkippedRow<T>[];
  /** Chosen but never sent: the reader stopped, or a call failed. */
  notSent: number;
}

export function summarize<T extends Pick<TodoItem, 'task_id'>>(progress: BatchProgress, chosen: readonly T[]): BatchSummary<T> {
  const byId = new Map(chosen.map((i) => [i.task_id, i]));
  return {
    approved: progress.approved.length,
    skipped: progress.skipped.map((s) => ({ ...s, item: byId.get(s.task_id) })),
    notSent: progress.total - progress.processed,
  };
}
