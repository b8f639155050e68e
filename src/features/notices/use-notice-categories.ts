/** The notice categories with what the reader has not opened, for the list's tabs. */
import { useCallback, useEffect, useState } from 'react';
import type { NoticeCategory } from '@contract/calls/notices';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import { useUiSettings } from '@/stores/ui-settings';

export function useNoticeCategories() {
  const [categories, setCategories] = useState<NoticeCategory[]>([]);
  const [attempt, setAttempt] = useState(0);
  const uid = useSession((s) => s.user?.uid);
  // Category names come in the reader's language.
  const lang = useUiSettings((s) => s.lang);
  useEffect(() => {
    let live = true;
    api.getNoticeCategories({}, { quiet: true }).then(
      (list) => live && setCategories(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid, lang, attempt]);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { categories, refresh };
}
