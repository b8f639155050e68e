/**
 * What the venue sees after scanning a check-in code (issue 27; spec §2 /reserve/checkIn?code=): 签到, then the
 * booking checked in; or the refusal in the server's words (the code expired, not this venue, too early).
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { Booking } from '@contract/calls/bookings';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { useBookingWords } from '../shared/booking-words';
import { Facts } from '../shared/facts';
import { PageHead } from '../shared/page-head';
import '../booking-calls';
import '../booking.scss';

type Step = { kind: 'ready' | 'sending' } | { kind: 'done'; booking: Booking } | { kind: 'refused'; message: string };

export function CheckIn({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useBookingTranslation();
  const words = useBookingWords();
  const code = params.code ? decodeURIComponent(params.code) : '';
  const [step, setStep] = useState<Step>({ kind: 'ready' });
  const checkIn = () => {
    setStep({ kind: 'sending' });
    api.checkInReservation({ code }, { quiet: true }).then(
      (booking) => setStep({ kind: 'done', booking }),
      (error: unknown) => setStep({ kind: 'refused', message: error instanceof RequestError ? error.message : String(error) }),
    );
  };
  return (
    <View className={`ch-bk ch-bk--${onMobile ? 'mobile' : 'desktop'} ch-bk-code`}>
      <PageHead title={t('checkInTitle')} />
      <View className="ch-bk-code__card" data-testid="check-in">
        {code.length < 10 ? <Text className="ch-bk-alert">{t('checkInNoCode')}</Text> : null}
        {code.length >= 10 && (step.kind === 'ready' || step.kind === 'sending') ? (
          <Button kind="primary" size="large" block loading={step.kind === 'sending'} disabled={step.kind === 'sending'} onClick={checkIn} testId="check-in-button">
            {t('checkInDo')}
          </Button>
        ) : null}
        {step.kind === 'refused' ? (
          <View className="ch-bk-refusal" {...roleProps('alert')} data-testid="check-in-refused">
            <Text className="ch-bk-refusal__kind">{t('checkInRefused')}</Text>
            <Text className="ch-bk-refusal__why">{step.message}</Text>
          </View>
        ) : null}
        {step.kind === 'done' ? (
          <View className="ch-bk-result ch-bk-result--booked" data-testid="checked-in">
            <View className="ch-bk-result__title" {...roleProps('status')}>
              {t('checkInDone')}
            </View>
            <Facts
              facts={[
                { label: t('holder'), value: <UserText text={step.booking.holder_name} /> },
                { label: t('resource'), value: <UserText text={step.booking.resource_name} /> },
                { label: t('when'), value: words.when(step.booking) },
                { label: t('place'), value: <UserText text={[step.booking.location, step.booking.unit_label].filter(Boolean).join(' · ')} /> },
              ]}
            />
          </View>
        ) : null}
      </View>
    </View>
  );
}
