/** How each control is focused, by problem path; a failed submit focuses the first problem's control. */
import type { FocusRegistry } from './types';

export interface FocusHandles extends FocusRegistry {
  /** Focuses the control of `path`, or of the nearest enclosing path (a table for its cells); false when none shows. */
  focus(path: string): boolean;
}

export function createFocusRegistry(): FocusHandles {
  const handles = new Map<string, () => void>();
  return {
    register(path, focus) {
      if (focus) handles.set(path, focus);
      else handles.delete(path);
    },
    focus(path) {
      for (let p = path; p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
        const handle = handles.get(p);
        if (handle) {
          handle();
          return true;
        }
      }
      return false;
    },
  };
}
