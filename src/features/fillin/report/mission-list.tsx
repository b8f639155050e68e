/**
 * 填报统计's first view: the missions with people in the reader's scope, searched by name, each with its current
 * period and that period's rate; a mission opens its figures.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { FillMissionSummary } from '@contract/calls/fillins';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { useReachBottom } from '@/platform/page-events';
import Button from '@/ui/button';
import Field from '@/ui/field';
import ListState from '@/ui/list-state';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { useFillWords } from '../shared/fill-words';
import { FillHead } from '../shared/page-head';
import { RateBar } from '../shared/rate-bar';
import { REPORT_PAGE_SIZE, useFillMissions } from './use-report';
import type { useForbidden } from '@/services/use-forbidden';

export const REPORT_ROUTE = '/fillForm/report';

interface Props {
  onMobile: boolean;
  watch: ReturnType<typeof useForbidden>['watch'];
}

export function MissionList({ onMobile, watch }: Props) {
  const { t } = useFillinTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useFillMissions(keyword, onMobile, watch);
  const clear = () => {
    setTyped('');
    setKeyword('');
  };
  useReachBottom(() => onMobile && list.loadMore());
  return (
    <>
      <FillHead title={t('reportTitle')} />
      <View className="ch-fill-search">
        <Field label={t('searchLabel')} hideLabel type="search" value={typed} onChange={setTyped} onEnter={() => setKeyword(typed.trim())} placeholder={t('searchHint')} testId="mission-keyword" maxLength={50} />
        <Button size="small" onClick={() => setKeyword(typed.trim())} testId="mission-search" ariaLabel={t('searchLabel')}>
          {t('search')}
        </Button>
      </View>
      <ListState
        list={list}
        name="missions"
        emptyText={keyword ? t('missionsFiltered') : t('missionsEmpty')}
        onClear={keyword ? clear : undefined}
        pageSize={REPORT_PAGE_SIZE}
        totalText={list.state.status === 'ready' ? t('missionsTotal', { count: list.state.total }) : undefined}
      >
        <View className="ch-fill-missions" {...roleProps('list')} aria-label={t('missionsLabel')}>
          {list.state.items.map((m) => (
            <MissionCard key={m.id} mission={m} />
          ))}
        </View>
      </ListState>
    </>
  );
}

function MissionCard({ mission: m }: { mission: FillMissionSummary }) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  return (
    <View className="ch-fill-card ch-fill-mission-card" {...roleProps('listitem')} data-testid="mission-card">
      <Pressable role="link" className="ch-fill-mission-card__name" onPress={() => goTo(REPORT_ROUTE, { id: m.id })} testId="mission-open">
        <UserText text={m.name} />
      </Pressable>
      <View className="ch-fill-row__meta">
        <UserText text={m.department} />
        <Text className="ch-fill-chip">{words.kind(m.period_kind)}</Text>
        <Text>{t('currentPeriod', { period: m.period.label })}</Text>
      </View>
      <RateBar rate={m.rate} label={t('rate')} testId="mission-rate" />
      <Text className="ch-fill-mission-card__count">{t('rateOf', { submitted: m.submitted, population: m.population })}</Text>
    </View>
  );
}
