/** Loads one notice for its detail page: loading, the notice, not found (or not the reader's to see), or failed. */
import { useCallback, useEffect, useState } from 'react';
import { ErrorCode } from '@contract/envelope';
import { RequestError } from '@/services/request';
import { loadDetail, type NoticeKind, type NoticeWithBody } from './notice-kind';

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; notice: NoticeWithBody }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** Answers that mean there is nothing to show at this address (an office notice someone may not read answers as missing). */
const MISSING: readonly number[] = [ErrorCode.NOT_FOUND, ErrorCode.INVALID_INPUT, ErrorCode.FORBIDDEN];

/** A query id as the pages get it; anything but a positive whole number is no notice. */
export function noticeId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function useNoticeDetail(kind: NoticeKind, id: number | null) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return setState({ status: 'missing' });
    let live = true;
    setState({ status: 'loading' });
    loadDetail(kind, id).then(
      (notice) => live && setState({ status: 'ready', notice }),
      (error: unknown) => {
        if (!live) return;
        const e = error instanceof RequestError ? error.e : ErrorCode.NETWORK;
        if (e === ErrorCode.CANCELLED) return;
        setState(MISSING.includes(e) ? { status: 'missing' } : { status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
