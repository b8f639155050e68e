/**
 * The booking pages' calls, in the light index's form (./call-index.ts): kept out of the index every page's first load
 * carries, and added to the client's `api` when a booking page loads (src/features/booking/booking-calls.ts).
 */
import { routesOf, type CallRoute, type Listed, type NamesOf } from './call-index';

const byArea = {
  bookings: {
    getReserveHall: 'GET', getReserveDetail: 'GET', getReserveSlots: 'GET', makeReservation: 'POST', cancelReservation: 'POST',
    myReservations: 'GET', getReservation: 'GET', getReservationCode: 'GET', checkInReservation: 'POST', payReservation: 'POST',
    getConsultSchedule: 'GET', publishConsultHours: 'POST', withdrawConsultHours: 'POST',
  },
} as const satisfies Record<string, Record<string, Listed>>;

export type BookingIndexedName = NamesOf<typeof byArea>;

export const bookingCallIndex = routesOf(byArea) as Record<BookingIndexedName, CallRoute>;
