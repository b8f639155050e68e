/** The grants the user made (getMyGrants, newest first), with a retry after a failure and the changes made here kept. */
import { useCallback, useEffect, useState } from 'react';
import type { MyGrant } from '@contract/calls/account';
import { api } from '@/services/api';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; grants: MyGrant[] };

export function useMyGrants() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api
      .getMyGrants(undefined, { quiet: true })
      .then((grants) => setState({ kind: 'ready', grants }))
      .catch(() => setState({ kind: 'failed' }));
  }, []);
  useEffect(load, [load]);
  const added = (grant: MyGrant) => setState((s) => (s.kind === 'ready' ? { ...s, grants: [grant, ...s.grants] } : s));
  const revoked = (id: string) =>
    setState((s) => (s.kind === 'ready' ? { ...s, grants: s.grants.map((g) => (g.id === id ? { ...g, status: 'revoked' as const } : g)) } : s));
  return { state, reload: load, added, revoked };
}
