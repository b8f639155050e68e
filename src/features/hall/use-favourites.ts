/**
 * Which services are the reader's favourites and toggling them from the hall. A catalogue card does not say whether
 * it is a favourite, so a signed-in reader's favourites (getMyApps) load once; a toggle shows at once and is undone,
 * with the reason, when setFavouriteApp fails. Someone not signed in has none.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppCard } from '@contract/schemas';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { hallText } from './i18n';

function flipped(ids: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** `who`: the signed-in user's id, 'anonymous', or undefined while the session is being read. */
export function useFavourites(who: string | undefined) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  // One toggle of a service at a time: a second press while the first is on its way would race it.
  const saving = useRef(new Set<number>());
  const signedIn = who !== undefined && who !== 'anonymous';

  useEffect(() => {
    setIds(new Set());
    if (!signedIn) return;
    let live = true;
    api.getMyApps(undefined, { quiet: true }).then(
      (list) => live && setIds((shown) => new Set([...shown, ...list.map((f) => f.id)])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [who, signedIn]);

  const toggle = useCallback(
    (app: AppCard) => {
      if (saving.current.has(app.id)) return;
      saving.current.add(app.id);
      const on = !ids.has(app.id);
      setIds((shown) => flipped(shown, app.id, on));
      api
        .setFavouriteApp({ app_id: app.id, favourite: on ? 1 : 0 }, { quiet: true })
        .then(
          () => showToast({ content: hallText(on ? 'favouriteAdded' : 'favouriteRemoved'), kind: 'success' }),
          (error: unknown) => {
            setIds((shown) => flipped(shown, app.id, !on));
            showToast({ content: hallText('favouriteFailed', { reason: error instanceof Error ? error.message : '' }), kind: 'error' });
          },
        )
        .finally(() => saving.current.delete(app.id));
    },
    [ids],
  );

  return { isFavourite: (id: number) => ids.has(id), toggle, signedIn };
}
