/**
 * Pull to refresh on a phone's browser: dragging the list down while its page is at the top shows how far to pull,
 * and letting go past the mark reloads it. Taro's own H5 pull-down (enablePullDownRefresh) listens on an element that
 * never scrolls, so it takes every downward drag and stops the page scrolling back up; the pages turn it off on H5
 * and use this instead. The listeners are passive: the page still scrolls as the browser scrolls it.
 */
import { useRef, useState, type FC, type TouchEvent } from 'react';
import { useUiTexts } from '../texts';
import type { PullRefreshProps } from './types';
import './pull-refresh.scss';

/** How far (after damping) a pull must go to reload, and the most it moves. */
const MARK = 60;
const MOST = 90;

function atTop(element: HTMLElement): boolean {
  const scroller = element.closest<HTMLElement>('.taro_page') ?? document.scrollingElement;
  return (scroller?.scrollTop ?? 0) <= 0;
}

export const PullRefresh: FC<PullRefreshProps> = ({ onRefresh, children }) => {
  const { t } = useUiTexts();
  const [pulled, setPulled] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);

  const begin = (event: TouchEvent<HTMLDivElement>) => {
    start.current = !refreshing && atTop(event.currentTarget) ? event.touches[0].clientY : null;
  };
  const move = (event: TouchEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setPulled(Math.min(Math.max(0, event.touches[0].clientY - start.current) / 2, MOST));
  };
  const end = () => {
    if (start.current !== null && pulled >= MARK) {
      setRefreshing(true);
      void onRefresh().finally(() => setRefreshing(false));
    }
    start.current = null;
    setPulled(0);
  };

  const text = refreshing ? t('refreshing') : pulled >= MARK ? t('releaseToRefresh') : t('pullHint');
  return (
    <div onTouchStart={begin} onTouchMove={move} onTouchEnd={end} onTouchCancel={end} data-testid="pull-refresh">
      <div className="ch-pull" style={{ height: refreshing ? 36 : pulled }} aria-hidden={!refreshing}>
        {refreshing || pulled > 0 ? <span className="ch-pull__text">{text}</span> : null}
      </div>
      {children}
    </div>
  );
};
