import type { FC } from 'react';
import type { PullRefreshProps } from './types';

// The mini-program pulls down natively (the page's enablePullDownRefresh and usePullDownRefresh, list-body.tsx).
export const PullRefresh: FC<PullRefreshProps> = ({ children }) => <>{children}</>;
