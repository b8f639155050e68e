/** The account and security details (getAccountInfo), with a retry after a failure and the changes made here kept. */
import { useCallback, useEffect, useState } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { api } from '@/services/api';

export type AccountInfo = ResultOf<typeof calls.getAccountInfo>;

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; info: AccountInfo };

export function useAccountInfo() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api
      .getAccountInfo(undefined, { quiet: true })
      .then((info) => setState({ kind: 'ready', info }))
      .catch(() => setState({ kind: 'failed' }));
  }, []);
  useEffect(load, [load]);
  /** A new phone or email, as the server masked it in its answer. */
  const update = (patch: Partial<AccountInfo>) => setState((s) => (s.kind === 'ready' ? { ...s, info: { ...s.info, ...patch } } : s));
  return { state, reload: load, update };
}
