/** H5: a control area registered for a problem path; focusing it focuses its first control. */
import { useEffect, useRef } from 'react';
import type { FocusRegistry } from '../types';

const FOCUSABLE = 'input:not([type=hidden]):not([tabindex="-1"]), select, textarea, button, [contenteditable="true"]';

export function useFocusTarget<E extends HTMLElement>(path: string, focus: FocusRegistry | undefined, enabled = true) {
  const area = useRef<E>(null);
  useEffect(() => {
    if (!focus || !enabled) return;
    focus.register(path, () => area.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus());
    return () => focus.register(path, null);
  }, [focus, path, enabled]);
  return area;
}
