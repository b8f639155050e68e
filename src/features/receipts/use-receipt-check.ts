/** Checking a receipt: by the token or code the address brings, then by each code the reader submits. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReceiptCheck } from '@contract/calls/receipts';
import { ErrorCode } from '@contract/envelope';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: ReceiptCheck }
  /** The server refused the input (its message says why) or could not be reached (no message: say so ourselves). */
  | { status: 'failed'; message: string };

type Query = { r: string } | { code: string };

export function useReceiptCheck(fromAddress: Query | null) {
  const [state, setState] = useState<CheckState>(fromAddress ? { status: 'checking' } : { status: 'idle' });
  const last = useRef<Query | null>(fromAddress);

  const check = useCallback(async (query: Query) => {
    last.current = query;
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', result: await api.verifyReceipt(query, { quiet: true, key: 'verifyReceipt' }) });
    } catch (error) {
      if (error instanceof RequestError && error.e === ErrorCode.CANCELLED) return;
      const refused = error instanceof RequestError && error.e !== ErrorCode.NETWORK;
      setState({ status: 'failed', message: refused ? error.message : '' });
    }
  }, []);

  useEffect(() => {
    if (fromAddress) void check(fromAddress);
    // Only the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = useCallback(() => {
    if (last.current) void check(last.current);
  }, [check]);

  return { state, check, retry };
}
