import type { ReactNode } from 'react';

export interface PullRefreshProps {
  /** Reloads the list; the indicator shows until it settles. */
  onRefresh(): Promise<void>;
  children: ReactNode;
}
