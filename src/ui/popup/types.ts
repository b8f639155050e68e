import type { ReactNode } from 'react';

export interface PopupProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Centred dialog on wide screens, a bottom sheet on phones. */
  position?: 'center' | 'bottom';
}
