import type { ReactNode } from 'react';

/** Something to click that is not a styled button: a card, a keyword, a menu entry, a link. */
export interface PressableProps {
  children: ReactNode;
  onPress: () => void;
  /** `link` for navigation, `button` for actions (what assistive technology announces). */
  role?: 'button' | 'link';
  label?: string;
  expanded?: boolean;
  /** The id of what it opens or shows (with `expanded`). */
  controls?: string;
  /** A toggle's state (a filter chosen, a favourite on): announced as pressed or not. */
  pressed?: boolean;
  className?: string;
  testId?: string;
}
