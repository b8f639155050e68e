/**
 * What the user may switch to (spec §2 "Header and menu", §4 "Identity switch"): their other identities (getIdentitys,
 * the current one marked) and the accounts that granted them (getGrantMeLists), asked when the popup or page opens.
 * While acting for someone the identities are the granting account's, not theirs, so only other granting accounts
 * are offered (the banner returns to their own).
 */
import { useCallback, useEffect, useState } from 'react';
import type { GrantedUser, Identity } from '@contract/calls/account';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';

export interface SwitchChoices {
  identities: Identity[];
  granted: GrantedUser[];
  /** Whether there is anything to switch to: another identity or an account that granted the user. */
  any: boolean;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; choices: SwitchChoices };

export function useSwitchChoices() {
  const user = useSession((s) => s.user);
  const acting = Boolean(user?.actor);
  const uid = user?.uid;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    const identities = acting ? Promise.resolve([]) : api.getIdentitys(undefined, { quiet: true });
    Promise.all([identities, api.getGrantMeLists(undefined, { quiet: true })])
      .then(([ids, grants]) => {
        const others = ids.length > 1 ? ids : [];
        const granted = grants.filter((g) => g.uid !== uid);
        setState({ kind: 'ready', choices: { identities: others, granted, any: others.length > 0 || granted.length > 0 } });
      })
      .catch(() => setState({ kind: 'failed' }));
  }, [acting, uid]);
  useEffect(load, [load]);
  return { state, reload: load };
}
