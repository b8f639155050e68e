/**
 * When booking for the day opens, and the wait counted down by the server's clock: from server_time as
 * getReserveSlots read it, on by the device's elapsed time since. At zero the page reads the slots again.
 */
import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { useBookingTranslation } from '../i18n';
import { clockParts, remainingMs } from '../rules/countdown';

interface Props {
  serverTime: string;
  opensAt: string;
  readAt: number;
  onOpen(): void;
}

export function OpeningCountdown({ serverTime, opensAt, readAt, onOpen }: Props) {
  const { t } = useBookingTranslation();
  const [ms, setMs] = useState(() => remainingMs(serverTime, opensAt, readAt, Date.now()));
  const opened = useRef(onOpen);
  opened.current = onOpen;
  useEffect(() => {
    // A display clock: it redraws each second and asks again once the opening second has come.
    const timer = setInterval(() => {
      const now = remainingMs(serverTime, opensAt, readAt, Date.now());
      setMs(now);
      if (now <= 0) {
        clearInterval(timer);
        opened.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [serverTime, opensAt, readAt]);
  const { days, clock } = clockParts(ms);
  return (
    <View className="ch-bk-opening" data-testid="opening-countdown">
      <Text className="ch-bk-opening__time">{t('opensAtNotice', { time: opensAt.slice(0, 16) })}</Text>
      {/* Read out once, not every second. */}
      <Text className="ch-bk-opening__clock" {...roleProps('timer')} aria-live="off">
        {days > 0 ? t('opensInDays', { days, clock }) : t('opensIn', { clock })}
      </Text>
    </View>
  );
}
