/** A booking said in the reader's words: its status, its time and its place. */
import type { Booking } from '@contract/calls/bookings';
import { useBookingTranslation } from '../i18n';
import { useDayWords } from './strip-days';

export function useBookingWords() {
  const { t } = useBookingTranslation();
  const day = useDayWords();
  return {
    status: (b: Pick<Booking, 'status'>) => t(`status_${b.status}`),
    when: (b: Pick<Booking, 'date' | 'start' | 'end'>) => `${day(b.date)} ${b.start}–${b.end}`,
    /** Campus stamps to the minute: 2026-11-28 19:30. */
    stamp: (s: string) => s.slice(0, 16),
  };
}
