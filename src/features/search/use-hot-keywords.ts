/**
 * Hot keywords for an empty, focused search box (spec §2 "Home page v2", §7 searchWords), fetched the first time
 * they are wanted and shared by every box on the page.
 */
import { useEffect, useState } from 'react';
import { api } from '@/services/api';
import { useSiteConfig } from '@/stores/site-config';

const loaded = new Map<number, Promise<string[]>>();

function hotKeywords(searchType: number): Promise<string[]> {
  let words = loaded.get(searchType);
  if (!words) {
    words = api.searchWords({ search_type: searchType }, { quiet: true }).then(
      (list) => list.map((w) => w.keyword),
      () => {
        loaded.delete(searchType);
        return [];
      },
    );
    loaded.set(searchType, words);
  }
  return words;
}

export function useHotKeywords(wanted: boolean): string[] {
  const searchType = useSiteConfig((s) => s.config?.system_setting.search_type ?? 1);
  const [words, setWords] = useState<string[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void hotKeywords(searchType).then((list) => live && setWords(list));
    return () => {
      live = false;
    };
  }, [wanted, searchType]);
  return words;
}
