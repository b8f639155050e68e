/**
 * The booking hall (issue 27; spec §2 /site/bookingHall): resources by kind, campus and day (the next seven days
 * from the campus's today), each card with what is free that day; pages on a desktop, "load more" on a phone. The
 * address opens it on a kind, campus or day (?kind=&campus=&date=).
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { RESOURCE_KINDS, type ResourceKind } from '@contract/rules/booking';
import DayStrip from '@/ui/day-strip';
import ListState from '@/ui/list-state';
import { useBookingTranslation } from '../i18n';
import { campusDate, dateParam } from '../rules/days';
import { Chips } from '../shared/chips';
import { PageHead } from '../shared/page-head';
import { useStripDays } from '../shared/strip-days';
import { ResourceCard } from './resource-card';
import { HALL_PAGE_SIZE, useReserveHall, type HallFilters } from './use-reserve-hall';
import '../booking.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

function opening(params: Props['params'], today: string): HallFilters {
  const kind = RESOURCE_KINDS.find((k) => k === params.kind) ?? '';
  const date = dateParam(params.date);
  return { kind, campus: params.campus ? decodeURIComponent(params.campus) : '', date: date && date >= today ? date : today };
}

export function BookingHall({ params, onMobile }: Props) {
  const { t } = useBookingTranslation();
  const [today] = useState(() => campusDate(Date.now()));
  const [filters, setFilters] = useState(() => opening(params, today));
  const hall = useReserveHall(filters, onMobile);
  const days = useStripDays(today, today);
  const update = (patch: Partial<HallFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const { state } = hall;

  return (
    <View className={`ch-bk ch-bk--${onMobile ? 'mobile' : 'desktop'}`}>
      <PageHead title={t('hallTitle')} />
      <View className="ch-bk-filters">
        <Chips
          label={t('kinds')}
          value={filters.kind}
          onChange={(kind) => update({ kind: kind as ResourceKind | '' })}
          chips={[{ value: '', label: t('kind_all') }, ...RESOURCE_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))]}
          testId="hall-kinds"
        />
        {hall.campuses.length > 1 ? (
          <Chips
            label={t('campus')}
            value={filters.campus}
            onChange={(campus) => update({ campus })}
            chips={[{ value: '', label: t('allCampuses') }, ...hall.campuses.map((c) => ({ value: c, label: c, recorded: true }))]}
            testId="hall-campuses"
          />
        ) : null}
        <DayStrip label={t('day')} days={days} value={filters.date} onChange={(date) => update({ date })} testId="hall-days" />
      </View>
      <ListState
        list={hall}
        name="hall"
        emptyText={t('empty')}
        onClear={filters.kind || filters.campus ? () => update({ kind: '', campus: '' }) : undefined}
        pageSize={HALL_PAGE_SIZE}
        totalText={state.status === 'ready' ? t('total', { count: state.total }) : undefined}
      >
        <View className="ch-bk-cards">
          {state.items.map((item) => (
            <ResourceCard key={item.id} item={item} date={filters.date} />
          ))}
        </View>
      </ListState>
    </View>
  );
}
