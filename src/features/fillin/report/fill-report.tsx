/**
 * 填报统计 (issue 28; spec §2 /fillForm/report, §6 permit tb-report): the missions with people in the reader's data
 * scope, and one mission's period when the address names it (?id=[&period=]). Without the permit, what the page says
 * instead is clear: the menu does not offer it, and a reader who opens the address anyway is told, not shown an error
 * (the server refuses the calls too).
 */
import { Text, View } from '@tarojs/components';
import { Permit } from '@contract/rules/permissions';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { idParam } from '@/services/use-loaded';
import { HOME_ROUTE } from '@/routes';
import { usePermissions, useCan } from '@/stores/permissions';
import Button from '@/ui/button';
import { useFillinTranslation } from '../i18n';
import { FillHead } from '../shared/page-head';
import { MissionList } from './mission-list';
import { MissionStats } from './mission-stats';
import { useForbidden } from '@/services/use-forbidden';
import '../fillin.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export function FillReport({ params, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const known = usePermissions((s) => s.record !== null);
  const allowed = useCan()(Permit.tbReport);
  const { forbidden, watch } = useForbidden();
  const id = idParam(params.id);
  const page = `ch-fill ch-fill--${onMobile ? 'mobile' : 'desktop'}`;
  if (forbidden || (known && !allowed)) {
    return (
      <View className={page}>
        <FillHead title={t('reportTitle')} />
        <View className="ch-fill-state" data-testid="fill-no-permit">
          <View className="ch-fill-state__title" {...roleProps('heading')} aria-level={2}>
            {t('noPermitTitle')}
          </View>
          <Text className="ch-fill-state__hint">{t('noPermitHint')}</Text>
          <Button size="small" onClick={() => goTo(HOME_ROUTE)} testId="fill-home">
            {t('backHome')}
          </Button>
        </View>
      </View>
    );
  }
  return (
    <View className={page}>
      {id === null ? <MissionList onMobile={onMobile} watch={watch} /> : <MissionStats missionId={id} period={idParam(params.period) ?? undefined} onMobile={onMobile} watch={watch} />}
    </View>
  );
}
