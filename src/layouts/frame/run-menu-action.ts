/** Carries out where a menu entry leads (menu-open.ts): navigation, an outside address, or its tip as a toast. */
import i18next from 'i18next';
import { goTo, openExternal } from '@/platform/navigation';
import { showToast } from '@/ui/toast';
import type { MenuAction } from './menu-open';

export function runMenuAction(action: MenuAction): void {
  if (action.kind === 'route') return goTo(action.route, action.query);
  if (action.kind === 'tip') return void showToast({ content: i18next.t(action.text) });
  if (action.newTab || process.env.TARO_ENV !== 'h5') return openExternal(action.url);
  window.location.assign(action.url);
}
