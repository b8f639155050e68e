/** The props of a top-menu entry with children, one API for both renderers (submenu.h5.tsx, submenu.tsx). */
import type { ReactNode } from 'react';

export interface SubmenuEntry {
  key: string;
  label: string;
  run: () => void;
}

export interface SubmenuProps {
  /** The entry's own name, for the button's and the menu's names. */
  name: string;
  className: string;
  /** The entry's own link. */
  link: ReactNode;
  entries: SubmenuEntry[];
}
