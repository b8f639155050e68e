/**
 * One thing a page loads: loading, ready with the data, missing (not there, or not the reader's to see: a missing
 * service and one someone may not see answer alike), or failed with the reason. `retry` loads it again, `refresh`
 * too but keeps showing what is there until the new answer comes; a later answer for an earlier load is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@contract/envelope';
import { RequestError } from './request';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'failed'; message: string };

const MISSING: readonly number[] = [ErrorCode.NOT_FOUND, ErrorCode.INVALID_INPUT, ErrorCode.FORBIDDEN];

export function loadFailure(error: unknown): Loaded<never> | null {
  const e = error instanceof RequestError ? error.e : ErrorCode.NETWORK;
  if (e === ErrorCode.CANCELLED) return null;
  return MISSING.includes(e) ? { status: 'missing' } : { status: 'failed', message: error instanceof Error ? error.message : '' };
}

/**
 * `load` runs again when `key` changes; null means there is nothing to load (a bad id: missing), undefined that it
 * cannot load yet (the session is still being read).
 */
export function useLoaded<T>(key: string | null | undefined, load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const quietly = useRef(false);

  useEffect(() => {
    if (key === null) return setState({ status: 'missing' });
    if (key === undefined) return;
    let live = true;
    if (!quietly.current) setState({ status: 'loading' });
    quietly.current = false;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        const failed = loadFailure(error);
        if (live && failed) setState(failed);
      },
    );
    return () => {
      live = false;
    };
    // `load` closes over the key; a new closure each render must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    quietly.current = true;
    setAttempt((n) => n + 1);
  }, []);
  /** Changes the data in place (a toggled favourite) without loading again. */
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s)), []);
  return { state, retry, refresh, update };
}

/** A positive whole number from the address, else null. */
export function idParam(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
