/**
 * The two views of one page file (module.ts): 我的填报 (/matter/fill), or a mission's fill page when the address
 * names one (/fillForm/mission?id=).
 */
import { useFillinTranslation } from './i18n';
import { MyFillList } from './mine/my-fill-list';
import { MissionPage } from './mission/mission-page';

export function useFillPage({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useFillinTranslation();
  const mission = params.id !== undefined;
  return {
    title: t(mission ? 'missionTitle' : 'listTitle'),
    body: mission ? <MissionPage params={params} onMobile={onMobile} /> : <MyFillList params={params} onMobile={onMobile} />,
  };
}
