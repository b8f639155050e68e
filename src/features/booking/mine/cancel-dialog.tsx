/** Asks before cancelling a booking: what and when, that the place goes to the waitlist, that a paid fee comes back. */
import { Text, View } from '@tarojs/components';
import type { Booking } from '@contract/calls/bookings';
import ConfirmPopup from '@/ui/confirm-popup';
import { TextAround } from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { useBookingWords } from '../shared/booking-words';

interface Props {
  booking: Booking | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  onMobile: boolean;
}

export function CancelDialog({ booking, busy, onConfirm, onClose, onMobile }: Props) {
  const { t } = useBookingTranslation();
  const words = useBookingWords();
  if (!booking) return null;
  return (
    <ConfirmPopup
      visible
      title={t('cancelTitle')}
      cancelLabel={t('cancelKeep')}
      confirmLabel={t('cancelConfirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      position={onMobile ? 'bottom' : 'center'}
      testId="cancel-dialog"
    >
      <View className="ch-bk-sheet">
        <Text>
          <TextAround say={(slot) => t('cancelText', { what: slot, when: words.when(booking) })} value={booking.resource_name} />
        </Text>
        <Text className="ch-bk-note">{t('cancelBy', { time: words.stamp(booking.cancel_by) })}</Text>
        {booking.paid ? <Text className="ch-bk-note">{t('cancelPaid')}</Text> : null}
      </View>
    </ConfirmPopup>
  );
}
