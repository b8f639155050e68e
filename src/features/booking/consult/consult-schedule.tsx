/**
 * Consultation scheduling (issue 27; spec §2 /reserve/consultationScheduling, permit resource-consult): a counsellor's
 * next seven days, the hours published on the day with who booked each slot, publishing and withdrawing hours. Anyone
 * without the permit is told in words where to book instead.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { Permit } from '@contract/rules/permissions';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { useCan } from '@/stores/permissions';
import Button from '@/ui/button';
import DayStrip from '@/ui/day-strip';
import { useBookingTranslation } from '../i18n';
import { campusDate } from '../rules/days';
import { PageHead } from '../shared/page-head';
import { PageState } from '../shared/page-state';
import { useStripDays } from '../shared/strip-days';
import { HoursCard } from './hours-card';
import { PublishForm } from './publish-form';
import { useConsultDay } from './use-consult-day';
import '../booking.scss';

export function ConsultSchedule({ onMobile }: { onMobile: boolean }) {
  const { t } = useBookingTranslation();
  const allowed = useCan()(Permit.resourceConsult);
  const [today] = useState(() => campusDate(Date.now()));
  const [date, setDate] = useState(today);
  const days = useStripDays(today, today);
  const day = useConsultDay(date, allowed);
  const { state } = day;
  return (
    <View className={`ch-bk ch-bk--${onMobile ? 'mobile' : 'desktop'}`}>
      <PageHead title={t('consultTitle')} />
      {!allowed ? (
        <View className="ch-bk-state" data-testid="consult-refused">
          <Text className="ch-bk-state__hint">{t('consultNoPermit')}</Text>
          <Button size="small" onClick={() => goTo('/site/bookingHall')}>
            {t('hallTitle')}
          </Button>
        </View>
      ) : (
        <>
          <DayStrip label={t('day')} days={days} value={date} onChange={setDate} testId="consult-days" />
          <View className="ch-bk-resource__columns">
            <View className="ch-bk-panel">
              {state.status === 'ready' ? (
                state.data.hours.length > 0 ? (
                  <View className="ch-bk-rows" {...roleProps('list')}>
                    {state.data.hours.map((h) => (
                      <HoursCard key={h.id} hours={h} withdraw={day.withdraw} onMobile={onMobile} />
                    ))}
                  </View>
                ) : (
                  <Text className="ch-bk-note" data-testid="consult-empty">
                    {t('consultDayEmpty')}
                  </Text>
                )
              ) : (
                <PageState state={state} retry={day.retry} />
              )}
            </View>
            <View className="ch-bk-resource__side">
              <PublishForm publish={day.publish} />
            </View>
          </View>
        </>
      )}
    </View>
  );
}
