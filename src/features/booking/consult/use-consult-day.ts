/** A counsellor's day (getConsultSchedule), and publishing or withdrawing hours on it, each followed by a fresh read. */
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import '../booking-calls';

export function useConsultDay(date: string, allowed: boolean) {
  const day = useLoaded(allowed ? date : null, () => api.getConsultSchedule({ date }, { key: 'getConsultSchedule', quiet: true }));
  return {
    ...day,
    publish: (hours: { start: string; end: string; location: string }) => api.publishConsultHours({ date, ...hours }).then(day.refresh),
    withdraw: (id: number, reason: string) =>
      api.withdrawConsultHours({ id, reason }).then((answer) => {
        day.refresh();
        return answer.cancelled;
      }),
  };
}
