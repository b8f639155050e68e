/** Keeps the H5 root font size in step with the window (spec §2); the mini-program sizes in rpx instead. */
import { rootFontSize } from './font-scale';
import { usesMobilePages } from './client';
import { languageTag, useUiSettings } from '@/stores/ui-settings';

export function applyRootFontSize(): () => void {
  if (process.env.TARO_ENV !== 'h5') return () => undefined;
  const apply = () => {
    const width = document.documentElement.clientWidth || window.innerWidth;
    document.documentElement.style.fontSize = `${rootFontSize(width, usesMobilePages())}px`;
    document.documentElement.lang = languageTag(useUiSettings.getState().lang);
  };
  apply();
  window.addEventListener('resize', apply);
  const unsubscribe = useUiSettings.subscribe(apply);
  return () => {
    window.removeEventListener('resize', apply);
    unsubscribe();
  };
}
