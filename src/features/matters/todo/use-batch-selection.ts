/**
 * Batch mode of the pending tab and the rows chosen in it (rules/batch.ts): the set follows the rows shown, so another
 * page on a desktop clears it and more rows on a phone keep it. Leaving batch mode clears it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TodoItem } from '@contract/calls/matters';
import { allShown, chosenInOrder, keepShown, shownState, toggled, type Selection } from '../rules/batch';

const NONE: Selection = new Set();

export function useBatchSelection(items: TodoItem[]) {
  const [on, setOn] = useState(false);
  const [selection, setSelection] = useState<Selection>(NONE);

  useEffect(() => setSelection((s) => keepShown(s, items)), [items]);

  const setMode = useCallback((next: boolean) => {
    setOn(next);
    setSelection(NONE);
  }, []);
  const toggle = useCallback((taskId: string, checked: boolean) => setSelection((s) => toggled(s, taskId, checked)), []);
  const selectAll = useCallback((checked: boolean) => setSelection(checked ? allShown(items) : NONE), [items]);
  const clear = useCallback(() => setSelection(NONE), []);

  const chosen = useMemo(() => {
    const ids = new Set(chosenInOrder(selection, items));
    return items.filter((i) => ids.has(i.task_id));
  }, [selection, items]);

  return { on, setMode, selection, toggle, selectAll, clear, chosen, allState: shownState(selection, items) };
}

export type BatchSelection = ReturnType<typeof useBatchSelection>;
