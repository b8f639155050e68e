/**
 * Inside the mini-program a mini-program service opens that mini-program (spec §4), at the page json_small_data names,
 * with its extra data and a one-time code that tells it who the user is (getUserCode). Without an app id to jump to,
 * the service's detail page opens instead.
 */
import Taro from '@tarojs/taro';
import { miniProgramTarget } from '@contract/rules/launch';
import { goTo } from '@/platform/navigation';
import { api } from '@/services/api';
import { useSession } from '@/stores/session';
import type { AppCard } from './use-home-data';

async function jump(app: AppCard, recorded: Promise<void>): Promise<void> {
  const target = miniProgramTarget(app.json_small_data);
  if (!target) return goTo('/matter/m_detail', { id: app.id });
  await recorded;
  // Someone not signed in goes without a code; a failed code request shows its error and goes nowhere.
  const code = useSession.getState().status === 'signed-in' ? await api.getUserCode({ app_id: app.id }) : '';
  await Taro.navigateToMiniProgram({ appId: target.appId, path: target.path, extraData: { ...target.extras, code } });
}

export function openMiniProgram(app: AppCard, recorded: Promise<void>): void {
  // A refusal (the user declined the jump) needs no word from us.
  jump(app, recorded).catch(() => undefined);
}
