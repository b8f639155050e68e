/**
 * Search across areas (spec §4 Search): the grouped search over each group's source, the click log, and the hot
 * keywords it feeds. Areas answer for their own entries and who may see them, giving a SearchSource per group on
 * their AreaModule (`searchSources`); this area only merges, marks the keyword and remembers clicks. A group without
 * a source answers an empty list (reports and reservations until their areas exist).
 */
import type { SearchGroups, SearchItem } from '../../../../contract/calls/search';
import { audienceOf } from '../../../../contract/rules/audience';
import { findMarks, markedHtml, normaliseKeyword, SEARCH_GROUPS, SEARCH_GROUP_SIZE, type SearchGroup } from '../../../../contract/rules/search';
import type { DbOrTx } from '../../db/database';
import { shortLived } from '../../db/memo';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import { areaHooks } from '../area-hooks';
import type { SearchHit, SearchReader } from '../area-module';
import type { SessionUser } from '../org/org.service';
import * as q from './search.queries';

const emptyGroups = (): SearchGroups => ({ apps: [], reports: [], notify: [], reservation: [], office_notice: [] });

/** The entry as a result: shown in the reader's language unless only the other language's name holds the keyword. */
function toItem(hit: SearchHit, keyword: string): SearchItem {
  let shown = hit.name;
  let marks = findMarks(shown, keyword);
  if (marks.length === 0 && hit.otherName) {
    const other = findMarks(hit.otherName, keyword);
    if (other.length > 0) [shown, marks] = [hit.otherName, other];
  }
  return { id: hit.id, name: markedHtml(shown, marks), origin_name: shown, marks, type: hit.type };
}

export async function allSearch(
  db: DbOrTx,
  reader: SearchReader,
  keyword: string,
  options: { group?: SearchGroup; limit?: number } = {},
): Promise<SearchGroups> {
  const groups = emptyGroups();
  if (!normaliseKeyword(keyword)) return groups;
  const wanted = options.group ? [options.group] : SEARCH_GROUPS;
  const limit = options.limit ?? SEARCH_GROUP_SIZE;
  const found = await Promise.all(wanted.map((g) => areaHooks().searchSources[g]?.find(db, reader, keyword, limit) ?? []));
  wanted.forEach((g, i) => (groups[g] = found[i].map((hit) => toItem(hit, keyword))));
  return groups;
}

// ── clicks and hot keywords ─────────────────────────────────────────────────────

/** Hot keywords shown under the box, and the window of clicks they come from. */
const HOT_KEYWORDS_SHOWN = 10;
const HOT_WINDOW_DAYS = 30;
/**
 * Each process keeps an audience's hot keywords for a minute: a click it logged itself, or a configured keyword changed
 * through it, drops them at once; another process's change shows within the minute.
 */
const HOT_CACHE_MS = 60_000;
const hotCache = shortLived<{ words: { keyword: string }[] }>(64, HOT_CACHE_MS);

/** Drops this process's hot keywords of the database `db` works on (after a configured keyword changed). */
export function forgetHotKeywords(db: DbOrTx): void {
  hotCache.forget(db);
}

/**
 * Logs a click on a search result by who clicked (the user, or the address of someone not signed in), once per day
 * each. Only a name the caller could have found counts, so nobody can plant a hot keyword the hall never showed.
 */
export async function logClick(db: DbOrTx, reader: SearchReader, clicker: string, name: string): Promise<Record<string, never>> {
  let found = false;
  for (const source of Object.values(areaHooks().searchSources)) if (!found && (await source.has(db, reader, name))) found = true;
  if (!found) throw new DomainError('search.unknownEntry');
  await q.recordClick(db, { audience: audienceOf(reader.user?.identity_type), name: name.trim(), clicker });
  hotCache.forget(db);
  return {};
}

/**
 * Hot keywords for the caller's audience: the names most people of that audience clicked in the last 30 days
 * (people of one audience see the same entries, so no one is shown a name they could not find), topped up with
 * the configured keywords (of `searchType` when given).
 */
export async function hotKeywords(db: DbOrTx, user: SessionUser | null, searchType?: number): Promise<{ keyword: string }[]> {
  const audience = audienceOf(user?.identity_type);
  const cached = await hotCache.get(db, `${audience}:${searchType ?? ''}`, async () => {
    const since = campusDateTime(new Date(Date.now() - HOT_WINDOW_DAYS * 86_400_000)).slice(0, 10);
    const [clicked, configured] = await Promise.all([
      q.mostClicked(db, audience, since, HOT_KEYWORDS_SHOWN),
      q.configuredKeywords(db, HOT_KEYWORDS_SHOWN, searchType),
    ]);
    const names = [...new Set([...clicked.map((c) => c.name), ...configured.map((c) => c.keyword)])];
    return { words: names.slice(0, HOT_KEYWORDS_SHOWN).map((keyword) => ({ keyword })) };
  });
  return cached?.words ?? [];
}
