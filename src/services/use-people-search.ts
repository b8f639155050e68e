/**
 * People matching what is typed in a people picker (searchPeople; the form's User field, the back office's grant
 * holder): asked a moment after typing stops, only the newest answer applied (the request wrapper cancels the older
 * call of the same `requestKey`).
 */
import { useEffect, useState } from 'react';
import type { PersonChoice } from '@contract/calls/org';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { ErrorCode } from '@contract/envelope';

const TYPING_PAUSE_MS = 250;

export type PeopleSearch = { state: 'idle' } | { state: 'searching' } | { state: 'done'; people: PersonChoice[] } | { state: 'failed' };

export function usePeopleSearch(keyword: string, requestKey: string): PeopleSearch {
  const [result, setResult] = useState<PeopleSearch>({ state: 'idle' });
  // The call takes up to 30 characters; no name or number is longer.
  const text = keyword.trim().slice(0, 30);
  useEffect(() => {
    if (!text) {
      setResult({ state: 'idle' });
      return;
    }
    setResult({ state: 'searching' });
    let live = true;
    const timer = setTimeout(() => {
      api.searchPeople({ keyword: text }, { key: requestKey, quiet: true }).then(
        (people) => live && setResult({ state: 'done', people }),
        (error: unknown) => {
          if (live && !(error instanceof RequestError && error.e === ErrorCode.CANCELLED)) setResult({ state: 'failed' });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, requestKey]);
  return result;
}
