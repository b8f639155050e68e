import Taro from '@tarojs/taro';
import type { HideToast, ShowToast } from './types';

// The mini-program's own toast needs no host in the page. With an icon it shows at most 7 characters, so a longer
// message goes without one rather than being cut.
const ICON_TEXT_LIMIT = 7;

export const showToast: ShowToast = ({ content, kind = 'info', durationMs = 2000 }) => {
  const icon = kind === 'info' || content.length > ICON_TEXT_LIMIT ? 'none' : kind;
  void Taro.showToast({ title: content, icon, duration: durationMs });
};

export const hideToast: HideToast = () => void Taro.hideToast();
