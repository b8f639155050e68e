/**
 * A booking's check-in code (issue 27; spec §2 /reserve/reserveQrcode?id=): a signed, short-lived code as a large QR
 * code, renewed before it expires, with the booking it is for. The venue's phone opens its check_in_url.
 */
import { useEffect, useRef } from 'react';
import type { ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import { Text, View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import { api } from '@/services/api';
import { idParam, useLoaded, type Loaded } from '@/services/use-loaded';
import Pressable from '@/ui/pressable';
import QrCode from '@/ui/qr-code';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { useBookingWords } from '../shared/booking-words';
import { MINE_ROUTE } from '../shared/booking-result';
import { Facts } from '../shared/facts';
import { PageHead } from '../shared/page-head';
import { PageState } from '../shared/page-state';
import { renewDelay } from './renew-at';
import '../booking-calls';
import '../booking.scss';

type CodeAnswer = ResultOf<Calls['getReservationCode']>;

/** The address a camera opens: absolute, so any phone's scanner takes it to this portal. */
function absolute(url: string): string {
  return /^https?:/.test(url) || process.env.TARO_ENV !== 'h5' ? url : `${window.location.origin}${url}`;
}

export function ReservationCode({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useBookingTranslation();
  const words = useBookingWords();
  const id = idParam(params.id);
  const code = useLoaded(id === null ? null : String(id), () => api.getReservationCode({ booking_id: id as number }, { key: 'getReservationCode', quiet: true }));
  // While a fresh code loads, the one shown stays (it is still valid for half a minute).
  const shown = useRef<CodeAnswer | null>(null);
  if (code.state.status === 'ready') shown.current = code.state.data;
  else if (code.state.status !== 'loading') shown.current = null;
  const state: Loaded<CodeAnswer> = code.state.status === 'loading' && shown.current ? { status: 'ready', data: shown.current } : code.state;

  useEffect(() => {
    if (code.state.status !== 'ready') return;
    const timer = setTimeout(code.retry, renewDelay(code.state.data.expires_at, Date.now()));
    return () => clearTimeout(timer);
  }, [code.state, code.retry]);

  return (
    <View className={`ch-bk ch-bk--${onMobile ? 'mobile' : 'desktop'} ch-bk-code`}>
      <Pressable role="link" className="ch-bk-back" onPress={() => goTo(MINE_ROUTE)}>
        {`‹ ${t('toMine')}`}
      </Pressable>
      <PageHead title={t('codeTitle')} />
      {state.status === 'ready' ? (
        <View className="ch-bk-code__card" data-testid="reservation-code">
          <Text className="ch-bk-code__hint">{t('codeHint')}</Text>
          <QrCode className="ch-bk-code__qr" text={absolute(state.data.check_in_url)} alt={t('codeAlt')} testId="code-qr" />
          <Text className="ch-bk-code__expires">{t('codeExpires', { time: state.data.expires_at.slice(11, 16) })}</Text>
          <Facts
            facts={[
              { label: t('resource'), value: <UserText text={state.data.booking.resource_name} /> },
              { label: t('when'), value: words.when(state.data.booking) },
              { label: t('place'), value: <UserText text={[state.data.booking.location, state.data.booking.unit_label].filter(Boolean).join(' · ')} /> },
              { label: t('holder'), value: <UserText text={state.data.booking.holder_name} /> },
            ]}
          />
        </View>
      ) : (
        <PageState state={state} retry={code.retry} />
      )}
    </View>
  );
}
