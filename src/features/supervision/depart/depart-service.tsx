/**
 * Department services (部门服务, spec §2 /site/departService and its phone twin; permit DepartService.webAll): the
 * departments handling services, ranked by applications finished and then by average handling time; choosing one
 * shows its services' figures. Both tables export to Excel.
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import type { DepartService as Depart } from '@contract/calls/supervision';
import { ExportButton } from '@/features/exports';
import { api } from '@/services/api';
import { callAddress } from '@/services/call-address';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useSupervisionTranslation } from '../i18n';
import { FigureCards } from '../shared/figure-cards';
import { FiguresTable } from '../shared/figures-table';
import { PageHead } from '../shared/page-head';
import { PeriodBar, usePeriod } from '../shared/period-bar';
import { StateView } from '../shared/state-view';
import '../supervision-calls';
import '../supervision.scss';

export function DepartService({ onMobile }: { onMobile: boolean }) {
  const { t } = useSupervisionTranslation();
  const lang = useUiSettings((s) => s.lang);
  const period = usePeriod();
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const { from, to } = period.range;
  const payload = { from, to, ...(chosen ? { department_id: chosen.id } : {}) };
  const page = useLoaded<Depart>(period.problem ? undefined : `${from}:${to}:${chosen?.id ?? ''}:${lang}`, () => api.getDepartService(payload, { key: 'getDepartService', quiet: true }));
  const { state } = page;
  const department = state.status === 'ready' && chosen ? state.data.departments.find((d) => d.department_id === chosen.id) : undefined;
  return (
    <View className={`ch-sv ch-sv--${onMobile ? 'mobile' : 'desktop'}`} data-testid="depart-service">
      <PageHead title={t('departTitle')} intro={t('departIntro')}>
        {state.status === 'ready' && !period.problem ? <ExportButton address={() => callAddress('exportDepartService', payload)} testId="supervision-export" /> : null}
      </PageHead>
      <PeriodBar period={period} />
      {state.status !== 'ready' ? (
        period.problem ? null : <StateView state={state} retry={page.retry} />
      ) : chosen ? (
        <View className="ch-sv-panel">
          <Button size="small" onClick={() => setChosen(null)} testId="supervision-back">
            {t('backToDepartments')}
          </Button>
          <View className="ch-sv-panel__title">{t('servicesOf', { name: chosen.name })}</View>
          {department ? <FigureCards figures={department} /> : null}
          <FiguresTable
            label={t('servicesOf', { name: chosen.name })}
            rows={state.data.services}
            rowKey={(s) => String(s.app_id)}
            testId="supervision-services"
            lead={[{ head: t('service'), cell: (s) => <UserText text={s.name} /> }]}
          />
        </View>
      ) : (
        <View className="ch-sv-panel">
          <View className="ch-sv-panel__title">{t('departTable')}</View>
          <FiguresTable
            label={t('departTable')}
            rows={state.data.departments}
            rowKey={(d) => String(d.department_id)}
            testId="supervision-departments"
            lead={[
              { head: t('rank'), cell: (d) => String(d.rank) },
              {
                head: t('department'),
                cell: (d) => (
                  <Pressable role="link" className="ch-sv-link" onPress={() => setChosen({ id: d.department_id, name: d.name })} testId="supervision-department">
                    <UserText text={d.name} />
                  </Pressable>
                ),
              },
              { head: t('serviceCount'), cell: (d) => String(d.services) },
            ]}
          />
        </View>
      )}
    </View>
  );
}
