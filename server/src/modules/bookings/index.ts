import { defineArea } from '../area-module';
import { approvalEnded } from './approval-ended';
import { bookingJobs } from './booking-jobs';
import { bookingsErrors } from './bookings.errors';
import { bookingsRoutes } from './bookings.routes';
import { reservationSearch } from './hall.service';
import { mayTouchBookings, servicesOfBookings } from './ownership.service';
import { bookingPaid, PURPOSE } from './payment.service';

/** The booking hall and 我的预约: resources, their slots, bookings with the waitlist, check-in and consultation hours. */
export const bookingsArea = defineArea({
  area: 'bookings',
  tables: ['booking_resources', 'booking_units', 'consult_hours', 'bookings', 'booking_keys'],
  errors: bookingsErrors,
  routes: bookingsRoutes,
  jobs: bookingJobs,
  ownership: { booking: mayTouchBookings },
  servicesOf: { booking: servicesOfBookings },
  searchSources: { reservation: reservationSearch },
  paymentOutcomes: { [PURPOSE]: bookingPaid },
  applicationEnded: approvalEnded,
});
