/**
 * The fill-in mission page's data: the mission for one period (getFillMission: the current one unless the address
 * names one), one of the reader's submissions when opened (getFillSubmission), and their history (getMyFillHistory).
 */
import { ErrorCode } from '@contract/envelope';
import { FillinRefusal } from '@contract/rules/fillin';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { usePagedList } from '@/services/use-paged-list';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import '../fillin-calls';

/** A mission for someone outside its population is not theirs to see: the page says so as it does for a missing one. */
const notForYou = (error: unknown) => {
  throw error instanceof RequestError && error.e === FillinRefusal.NOT_IN_POPULATION ? new RequestError(ErrorCode.FORBIDDEN, error.message) : error;
};

export function useMission(id: number | null, period: number | undefined) {
  const lang = useUiSettings((s) => s.lang);
  return useLoaded(id === null ? null : `${id}-${period ?? ''}-${lang}`, () => api.getFillMission({ id: id as number, period_num: period }, { quiet: true }).catch(notForYou));
}

export const HISTORY_PAGE_SIZE = 10;

/** `version` moves on after a submission, so the history reads it again. */
export function useFillHistory(missionId: number, onMobile: boolean, version: number) {
  const lang = useUiSettings((s) => s.lang);
  const load = (p: number) => api.getMyFillHistory({ mission_id: missionId, p, page_size: HISTORY_PAGE_SIZE }, { key: `getMyFillHistory`, quiet: true });
  return usePagedList(`${missionId}-${onMobile}-${lang}-${version}`, load, { mode: onMobile ? 'more' : 'pages' });
}
