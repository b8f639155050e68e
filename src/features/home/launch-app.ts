/**
 * What a click on a service card does (spec §4 "Third-party app click", §5 "Mobile-limit"):
 * folders open their popup; a third-party link opens in a new tab (pc or mobile address by terminal);
 * a service limited to the other client says where to go; others open their detail page.
 */
import i18next from 'i18next';
import { mobileLimitProblem } from '@contract/rules/launch';
import { goTo, openExternal } from '@/platform/navigation';
import { showToast } from '@/ui/toast';
import type { AppCard } from './use-home-data';

export function thirdPartyUrl(app: AppCard, onMobile: boolean): string {
  if (onMobile) return app.url_mobile || app.url;
  return app.terminal === 1 && app.url_pc ? app.url_pc : app.url;
}

export function launchApp(app: AppCard, onMobile: boolean, openFolder: (app: AppCard) => void): void {
  if (app.is_folder === 1) return openFolder(app);
  const limit = mobileLimitProblem(app.mobile_limit, onMobile);
  if (limit) return showToast({ content: i18next.t(`spec.${limit}`) });
  if (app.type === 4 && app.jump_type === 1) {
    const url = thirdPartyUrl(app, onMobile);
    if (url) return openExternal(url);
  }
  goTo(onMobile ? '/matter/m_detail' : '/matter/detail', { id: app.id });
}
