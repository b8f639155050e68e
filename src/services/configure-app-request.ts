/**
 * The app's side of the request wrapper (spec §7, §8): what each catalogue code does here, what every call carries
 * (agent info, exam department, the reader's language) and the network failure text in that language.
 */
import i18next from 'i18next';
import { twinRoute } from '@/platform/client';
import { currentLocation, currentRoute, goTo, replaceWith } from '@/platform/navigation';
import { HOME_ROUTE, LOGIN_ROUTE } from '@/routes';
import { agentPayload, useAgent } from '@/stores/agent';
import { actingLapsed, useSession } from '@/stores/session';
import { useTotpPrompt } from '@/stores/totp-prompt';
import { languageTag, useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import { configureRequest } from './request';

/** How long 授权已失效，已返回本人账号 shows before the page loads again as the user's own account. */
export const RETURNED_NOTICE_MS = 1500;
let returning = false;

export function configureAppRequest(): void {
  const showError = (message: string) => showToast({ content: message, kind: 'error' });
  configureRequest({
    showError,
    onShowError: (message) => {
      showError(message);
      // A grant revoked or expired while acting: the server has put the session back in the real person's hands and
      // set their user id cookie; the client forgets the granting account's data and loads the page as its own.
      if (returning || !actingLapsed()) return;
      returning = true;
      setTimeout(() => {
        returning = false;
        useSession.getState().switched();
      }, RETURNED_NOTICE_MS);
    },
    onLoginRequired: () => {
      const route = currentRoute();
      // Pages whose route ends in _j handle sign-in themselves (spec §8); on the sign-in page itself (a call that
      // answers after signing out) a second sign-in page would stack on it.
      if (route.endsWith('_j') || route === LOGIN_ROUTE || route === twinRoute(LOGIN_ROUTE, true)) return;
      goTo(LOGIN_ROUTE, { redirect_url: currentLocation() });
    },
    onForceLogout: () => void useSession.getState().logout(),
    onTotpRequired: () => useTotpPrompt.getState().ask(),
    onRedirectHome: () => replaceWith(HOME_ROUTE),
    extraPayload: () => agentPayload(useAgent.getState()),
    networkFailureText: () => i18next.t('spec.network'),
    language: () => languageTag(useUiSettings.getState().lang),
  });
}
