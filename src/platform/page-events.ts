/** Taro's page events, which exist inside a Taro page: component tests render lists without one, so they do nothing there. */
import Taro from '@tarojs/taro';

type PageEvent = (callback: () => void) => void;

const none: PageEvent = () => undefined;

/** The reader scrolled to the end of the page (a phone's list loads its next page). */
export const useReachBottom: PageEvent = Taro.useReachBottom ?? none;
/** The reader pulled the page down (the mini-program's native pull to refresh). */
export const usePullDownRefresh: PageEvent = Taro.usePullDownRefresh ?? none;
/** The page came to the top: opened, or returned to from a page above it. */
export const usePageShow: PageEvent = Taro.useDidShow ?? none;
