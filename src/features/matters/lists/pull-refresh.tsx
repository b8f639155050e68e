import type { FC } from 'react';
import type { PullRefreshProps } from './pull-refresh.types';

// The mini-program pulls down natively (the page's enablePullDownRefresh and usePullDownRefresh, list-body.tsx).
export const PullRefresh: FC<PullRefreshProps> = ({ children }) => <>{children}</>;
