import type { ReactNode } from 'react';

export interface BackOfficeProps {
  /** The page's frame around the back office, named by the title (features do not import the frame; pages do). */
  frame(title: string, body: ReactNode): ReactNode;
}
