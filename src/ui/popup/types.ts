import type { ReactNode } from 'react';

export interface PopupProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
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
  testId?: string;
}
