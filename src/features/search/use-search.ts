/**
 * The search box's state (spec §4 "Search"): a keyword, the grouped results and the chosen tab. Typing searches
 * 30 ms after the last keystroke; an empty keyword clears the results and closes the list; a new keyword resets the
 * tab to 综合. Only the newest request's answer is applied.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SearchGroups } from '@contract/calls/search';
import { ErrorCode } from '@contract/envelope';
import { SEARCH_DEBOUNCE_MS } from '@contract/constants';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { newestOnly } from './newest-only';
import type { TabKey } from './search-tabs';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface SearchState {
  keyword: string;
  /** The keyword the shown results answer (results stay on screen while the next search runs). */
  searched: string;
  groups: SearchGroups | null;
  status: SearchStatus;
  /** The server's or the network failure text when the search failed. */
  error: string;
  tab: TabKey;
  /** Whether the result list is shown. */
  open: boolean;
}

const initial = (keyword: string): SearchState => ({ keyword, searched: '', groups: null, status: 'idle', error: '', tab: 'all', open: false });

/** `limit`: entries per group (the full results page asks for more than the dropdown shows). */
export function useSearch(initialKeyword = '', limit?: number) {
  const [state, setState] = useState<SearchState>(() => initial(initialKeyword));
  const gate = useRef(newestOnly());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Each search box cancels only its own older calls (the header's box and the results page's live side by side).
  const requestKey = `allSearch${useId()}`;

  const run = useCallback(
    (keyword: string) => {
      const isNewest = gate.current.next();
      setState((s) => ({ ...s, status: 'loading', error: '' }));
      api.allSearch({ keyword, limit }, { key: requestKey, quiet: true }).then(
        (groups) => {
          if (isNewest()) setState((s) => ({ ...s, groups, searched: keyword, status: 'done' }));
        },
        (error: unknown) => {
          if (!isNewest() || (error instanceof RequestError && error.e === ErrorCode.CANCELLED)) return;
          setState((s) => ({ ...s, groups: null, searched: keyword, status: 'failed', error: error instanceof Error ? error.message : '' }));
        },
      );
    },
    [requestKey, limit],
  );

  const setKeyword = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const keyword = value.trim();
      if (!keyword) {
        gate.current.reset();
        setState(initial(value));
        return;
      }
      setState((s) => ({ ...s, keyword: value, tab: 'all', open: true }));
      timer.current = setTimeout(() => run(keyword), SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  // A keyword given at the start (the results page's query) is searched at once.
  useEffect(() => {
    if (initialKeyword.trim()) setKeyword(initialKeyword);
    return () => clearTimeout(timer.current);
  }, [initialKeyword, setKeyword]);

  const setTab = useCallback((tab: TabKey) => setState((s) => ({ ...s, tab })), []);
  const setOpen = useCallback((open: boolean) => setState((s) => ({ ...s, open: open && s.keyword.trim() !== '' })), []);

  return { state, setKeyword, setTab, setOpen };
}
