import type { ReactNode } from 'react';

/**
 * Where the focus lands when the dialog opens (H5): its first field (a text box, a select, a check box or a picker
 * button) and, when it has none, its title; or the title or the close button when the dialog says so.
 */
export type PopupFocus = 'field' | 'title' | 'close';

/**
 * A modal dialog. On H5 it keeps the keyboard inside (Tab and Shift+Tab cycle through its controls, the page behind
 * is inert), takes the focus when it opens, gives it back to the control that opened it when it closes, and one
 * Escape closes only the dialog on top. Its close icon is named 关闭 / Close in every dialog (the footer's cancel
 * keeps its own words). In the mini-program the platform keeps the focus.
 */
export interface PopupProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Centred dialog on wide screens, a bottom sheet on phones. */
  position?: 'center' | 'bottom';
  /**
   * Whether a tap on the mask or the close icon closes it (default). A form whose cancel also resets it turns both
   * off (spec §2: the change-password dialog); Escape still closes it, as its cancel does.
   */
  dismissible?: boolean;
  /**
   * The dialog's own buttons (cancel, confirm …), laid out by the dialog: at the right of a centred dialog, sharing
   * the width of a bottom sheet; the primary action goes last.
   */
  footer?: ReactNode;
  /** The centred dialog's width in px on wide screens (spec §9: the change-password dialog's 390). */
  width?: number;
  /** Where the focus lands on opening; the first field by default. */
  initialFocus?: PopupFocus;
  testId?: string;
}
