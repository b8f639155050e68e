/**
 * Task lists (a person's to-dos and what they handled) kept in memory per person: people open them again and again
 * (the home tab, the list after each approval), and they change only when a change to an application is saved,
 * which drops the lists of everyone holding one of its tasks, in every process (persist.ts). Half a minute bounds
 * what a change made another way (a service renamed, a person's name corrected) leaves on them.
 */
import type { DbOrTx } from '../db/database';
import { sharedMemo } from '../db/shared-memo';

/** Different lists (tabs, filters, pages) kept per person; past this many they are all read again. */
const LISTS_PER_PERSON = 16;

const lists = sharedMemo<{ answers: Map<string, unknown> }>('task-lists', { ttlMs: 30_000, max: 20_000 });

/** The person's list answering `query` (all it depends on, but the person), from memory or from `load`. */
export async function keptTaskList<T>(db: DbOrTx, uid: string, query: string, load: () => Promise<T>): Promise<T> {
  // A change that comes while `load` runs drops this person's entry, so what the load read lands in an entry no
  // one reads any more.
  const kept = await lists.get(db, uid, async () => ({ answers: new Map() }));
  if (kept.answers.has(query)) return kept.answers.get(query) as T;
  const answer = await load();
  if (kept.answers.size >= LISTS_PER_PERSON) kept.answers.clear();
  kept.answers.set(query, answer);
  return answer;
}

/** The tasks of `uids` changed through `db`: their lists are read again once it commits, in every process. */
export function taskListsChanged(db: DbOrTx, uids: Iterable<string>): void {
  lists.changed(db, [...uids]);
}
