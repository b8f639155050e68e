/**
 * 填报统计's data, each within the caller's data scope on the server: the missions (getFillMissions), a period's
 * figures (getFillStats), who is missing (getFillMissing) and the submissions (getFillSubmissions) of a scope. A call
 * refused for want of the tb-report permit (403) turns the page into its no-permission state.
 */
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import type { useForbidden } from '@/services/use-forbidden';
import '../fillin-calls';

/** Whose fill-ins a view is about: a mission's period, narrowed to a department and a class of it. */
export interface FillScope {
  mission_id: number;
  period_num: number;
  department_id?: number;
  class_name?: string;
}

export const REPORT_PAGE_SIZE = 10;

type Watch = ReturnType<typeof useForbidden>['watch'];

const paged = (onMobile: boolean) => ({ mode: onMobile ? ('more' as const) : ('pages' as const), onMoreFailed: (message: string) => showToast({ content: message, kind: 'error' }) });

export function useFillMissions(keyword: string, onMobile: boolean, watch: Watch) {
  const lang = useUiSettings((s) => s.lang);
  const load = (p: number) => watch(api.getFillMissions({ p, page_size: REPORT_PAGE_SIZE, keyword: keyword || undefined }, { key: 'getFillMissions', quiet: true }));
  return usePagedList(`${keyword}-${onMobile}-${lang}`, load, paged(onMobile));
}

export function useFillStats(missionId: number | null, period: number | undefined, departmentId: number | undefined, watch: Watch) {
  const lang = useUiSettings((s) => s.lang);
  const key = missionId === null ? null : `${missionId}-${period ?? ''}-${departmentId ?? ''}-${lang}`;
  return useLoaded(key, () => watch(api.getFillStats({ mission_id: missionId as number, period_num: period, department_id: departmentId }, { key: 'getFillStats', quiet: true })));
}

/** The scope as a key: a new scope reads the list again from its first page. */
const scopeKey = (scope: FillScope, onMobile: boolean, lang: string) =>
  [scope.mission_id, scope.period_num, scope.department_id ?? '', scope.class_name ?? '', onMobile, lang].join('|');

export function useFillMissing(scope: FillScope, onMobile: boolean) {
  const lang = useUiSettings((s) => s.lang);
  const load = (p: number) => api.getFillMissing({ ...scope, p, page_size: REPORT_PAGE_SIZE }, { key: 'getFillMissing', quiet: true });
  return usePagedList(scopeKey(scope, onMobile, lang), load, paged(onMobile));
}

export function useFillSubmissions(scope: FillScope, onMobile: boolean) {
  const lang = useUiSettings((s) => s.lang);
  const load = (p: number) => api.getFillSubmissions({ ...scope, p, page_size: REPORT_PAGE_SIZE }, { key: 'getFillSubmissions', quiet: true });
  return usePagedList(scopeKey(scope, onMobile, lang), load, paged(onMobile));
}
