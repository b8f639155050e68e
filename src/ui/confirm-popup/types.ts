import type { ReactNode } from 'react';

/**
 * A question before an action that is hard to undo (cancel a booking, remind people, leave a page): what will
 * happen in the body, the way back first and the action last. Its buttons are `<testId>-cancel` and `<testId>-confirm`.
 */
export interface ConfirmPopupProps {
  visible: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the action runs: the confirm button spins and takes no second press. */
  busy?: boolean;
  /** A bottom sheet on phones, centred otherwise. */
  position?: 'center' | 'bottom';
  testId: string;
}
