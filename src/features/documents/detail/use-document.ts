/**
 * One document as its detail shows it: loaded when the address names it, read again in place after every action and
 * when the reader comes back to it (from its editor), the page keeping what it shows meanwhile; marked read once when
 * the reader is one who has not read it yet.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { DocumentDetail } from '@contract/calls/documents';
import { usePageShow } from '@/platform/page-events';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import '../document-calls';

const KEY = 'getOfficialDocument';

export function useDocument(id: number | null) {
  const lang = useUiSettings((s) => s.lang);
  const { state, retry, update } = useLoaded<DocumentDetail>(id === null ? null : `${id}|${lang}`, () => api.getOfficialDocument({ id: id as number }, { key: KEY, quiet: true }));
  const refresh = useCallback(
    (): Promise<void> =>
      id === null
        ? Promise.resolve()
        : api.getOfficialDocument({ id }, { key: KEY, quiet: true }).then(
            (fresh) => update(() => fresh),
            // What is shown stays; the action's own toast has said what happened.
            () => undefined,
          ),
    [id, update],
  );

  const detail = state.status === 'ready' ? state.data : null;
  const shown = useRef(detail);
  shown.current = detail;
  // Not on the first show, while it still loads.
  usePageShow(() => {
    if (shown.current) void refresh();
  });

  const marked = useRef(new Set<number>());
  useEffect(() => {
    if (!detail?.can.read || marked.current.has(detail.id)) return;
    marked.current.add(detail.id);
    api.readDocument({ id: detail.id }, { quiet: true }).then(refresh, () => undefined);
  }, [detail, refresh]);

  return { state, retry, refresh };
}
