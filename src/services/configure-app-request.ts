/**
 * The app's side of the request wrapper (spec §7, §8): what each catalogue code does here, what every call carries
 * (agent info, exam department, the reader's language) and the network failure text in that language.
 */
import i18next from 'i18next';
import { currentLocation, currentRoute, goTo, replaceWith } from '@/platform/navigation';
import { HOME_ROUTE, LOGIN_ROUTE } from '@/routes';
import { agentPayload, useAgent } from '@/stores/agent';
import { useSession } from '@/stores/session';
import { useTotpPrompt } from '@/stores/totp-prompt';
import { languageTag, useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import { configureRequest } from './request';

export function configureAppRequest(): void {
  configureRequest({
    showError: (message) => showToast({ content: message, kind: 'error' }),
    onLoginRequired: () => {
      // Pages whose route ends in _j handle sign-in themselves (spec §8).
      if (!currentRoute().endsWith('_j')) goTo(LOGIN_ROUTE, { redirect_url: currentLocation() });
    },
    onForceLogout: () => void useSession.getState().logout(),
    onTotpRequired: () => useTotpPrompt.getState().ask(),
    onRedirectHome: () => replaceWith(HOME_ROUTE),
    extraPayload: () => agentPayload(useAgent.getState()),
    networkFailureText: () => i18next.t('spec.network'),
    language: () => languageTag(useUiSettings.getState().lang),
  });
}
