/** Published hours with who booked each slot; withdrawing them asks first, with a reason the students are told. */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ConsultHours } from '@contract/calls/bookings';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { LabelledText } from '../shared/labelled-text';

interface Props {
  hours: ConsultHours;
  withdraw(id: number, reason: string): Promise<number>;
  onMobile: boolean;
}

export function HoursCard({ hours, withdraw, onMobile }: Props) {
  const { t } = useBookingTranslation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!reason.trim()) return setProblem(t('reasonNeeded'));
    setBusy(true);
    withdraw(hours.id, reason.trim()).then(
      (count) => {
        setBusy(false);
        setAsking(false);
        showToast({ content: t('withdrawn', { count }), kind: 'success' });
      },
      () => setBusy(false),
    );
  };
  return (
    <View className="ch-bk-row" {...roleProps('listitem')} data-testid="consult-hours">
      <View className="ch-bk-row__head">
        <Text className="ch-bk-row__name">{`${hours.start}–${hours.end}`}</Text>
        <Text className="ch-bk-tag">{hours.bookings.length > 0 ? t('consultBookings', { count: hours.bookings.length }) : t('consultFree')}</Text>
      </View>
      <View className="ch-bk-row__place">
        <UserText text={hours.location} />
      </View>
      {hours.bookings.map((b) => (
        <View key={b.booking_id} className="ch-bk-row__booker" data-testid="consult-booking">
          <Text className="ch-bk-row__time">{`${b.start}–${b.end}`}</Text>
          <UserText text={`${b.name}（${b.number}）`} />
          <Text className={`ch-bk-status ch-bk-status--${b.status}`}>{t(`status_${b.status}`)}</Text>
          {b.remark ? <UserText className="ch-bk-row__remark" text={b.remark} /> : null}
        </View>
      ))}
      <View className="ch-bk-row__actions">
        <Button size="small" onClick={() => setAsking(true)} testId="withdraw">
          {t('withdraw')}
        </Button>
      </View>
      <Popup
        visible={asking}
        title={t('withdrawTitle')}
        onClose={() => setAsking(false)}
        position={onMobile ? 'bottom' : 'center'}
        footer={
          <>
            <Button onClick={() => setAsking(false)}>{t('cancel')}</Button>
            <Button kind="primary" loading={busy} disabled={busy} onClick={confirm} testId="withdraw-confirm">
              {t('withdrawConfirm')}
            </Button>
          </>
        }
      >
        <View className="ch-bk-sheet">
          <Text>{t('withdrawText', { count: hours.bookings.length })}</Text>
          <LabelledText label={t('withdrawReason')} value={reason} onChange={setReason} placeholder={t('withdrawReasonHint')} problem={problem} required maxLength={200} />
        </View>
      </Popup>
    </View>
  );
}
