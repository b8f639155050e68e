/**
 * What a click on a service card does (contract/rules/launch.ts launchStep; spec §4 "Third-party app click", §5
 * "Mobile-limit"). A third-party service's click is recorded first, in the spec's order: the user's recent list
 * (signed-in users have one), then the click count; neither failing stops the service from opening.
 */
import i18next from 'i18next';
import { launchStep } from '@contract/rules/launch';
import { goTo, openExternal, openExternalAfter } from '@/platform/navigation';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import { showToast } from '@/ui/toast';
import { openMiniProgram } from './open-mini-program';
import type { AppCard } from './use-home-data';

/** How long a link waits for its click to be recorded: a slow answer must not hold the service. */
const RECORD_WAIT_MS = 1500;

async function recordClick(app: AppCard): Promise<void> {
  const ignore = () => undefined;
  if (useSession.getState().status === 'signed-in') await api.recentappssave({ appId: app.id }, { quiet: true }).catch(ignore);
  await api.thirdClickNum({ app_id: app.id }, { quiet: true }).catch(ignore);
}

function withinWait(recorded: Promise<void>): Promise<void> {
  return Promise.race([recorded, new Promise<void>((resolve) => setTimeout(resolve, RECORD_WAIT_MS))]);
}

export function launchApp(app: AppCard, onMobile: boolean, openFolder: (app: AppCard) => void): void {
  const step = launchStep(app, onMobile);
  switch (step.kind) {
    case 'folder':
      return openFolder(app);
    case 'refuse':
      return showToast({ content: i18next.t(`spec.${step.text}`) });
    case 'thirdPartyLink':
      return openExternalAfter(withinWait(recordClick(app)), step.url);
    case 'miniProgram':
      return openMiniProgram(app, withinWait(recordClick(app)));
    case 'external':
      return openExternal(step.url);
    case 'page':
      return goTo(step.route, { id: app.id });
  }
}
