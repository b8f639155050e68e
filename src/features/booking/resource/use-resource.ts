/**
 * A resource's page data: the resource with its rules (getReserveDetail), and one day's slots by the server's clock
 * (getReserveSlots), with the device moment their server_time was read, for the countdown to the opening.
 */
import type { ReserveDay } from '@contract/calls/bookings';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import '../booking-calls';

export type DaySlots = ReserveDay & { readAt: number };

export function useResource(id: number | null) {
  const lang = useUiSettings((s) => s.lang);
  return useLoaded(id === null ? null : `${id}-${lang}`, () => api.getReserveDetail({ id: id as number }, { quiet: true }));
}

export function useDaySlots(id: number | null, date: string) {
  return useLoaded(id === null ? null : `${id}-${date}`, () =>
    api.getReserveSlots({ id: id as number, date }, { key: 'getReserveSlots', quiet: true }).then((day): DaySlots => ({ ...day, readAt: Date.now() })),
  );
}
