/** Keeps the H5 root font size in step with the window (spec §2); the mini-program sizes in rpx instead. */
import { rootFontSize } from './font-scale';
import { isMobileClient } from './client';
import { useUiSettings } from '@/stores/ui-settings';

export function applyRootFontSize(): () => void {
  if (process.env.TARO_ENV !== 'h5') return () => undefined;
  const apply = () => {
    const width = document.documentElement.clientWidth || window.innerWidth;
    const mobile = isMobileClient(width, useUiSettings.getState().client);
    document.documentElement.style.fontSize = `${rootFontSize(width, mobile)}px`;
    document.documentElement.lang = useUiSettings.getState().lang === 'en' ? 'en' : 'zh-CN';
  };
  apply();
  window.addEventListener('resize', apply);
  const unsubscribe = useUiSettings.subscribe(apply);
  return () => {
    window.removeEventListener('resize', apply);
    unsubscribe();
  };
}
