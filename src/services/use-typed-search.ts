/**
 * A search asked as the reader types (a people picker, a service picker): asked a moment after typing stops, only
 * the newest answer applied (the request wrapper cancels the older call of the same `requestKey`, and a cancelled
 * call is not a failure).
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@contract/envelope';
import { RequestError } from '@/services/request';

const TYPING_PAUSE_MS = 250;

export type TypedSearch<T> = { state: 'idle' } | { state: 'searching' } | { state: 'done'; found: T } | { state: 'failed' };

/** `maxLength`: what the call accepts; longer text is cut. `search` is called with the trimmed text and the key. */
export function useTypedSearch<T>(
  keyword: string,
  options: { maxLength: number; requestKey: string },
  search: (text: string, requestKey: string) => Promise<T>,
): TypedSearch<T> {
  const [result, setResult] = useState<TypedSearch<T>>({ state: 'idle' });
  const text = keyword.trim().slice(0, options.maxLength);
  // The newest search function, without asking again when only its identity changed.
  const latest = useRef(search);
  latest.current = search;
  const { requestKey } = options;
  useEffect(() => {
    if (!text) {
      setResult({ state: 'idle' });
      return;
    }
    setResult({ state: 'searching' });
    let live = true;
    const timer = setTimeout(() => {
      latest.current(text, requestKey).then(
        (found) => live && setResult({ state: 'done', found }),
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
