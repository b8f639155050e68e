/** The booking pages' calls, kept out of every page's first load, join `api` when any booking page loads. */
import { bookingCallIndex } from '@contract/booking-call-index';
import { addCalls } from '@/services/api';

addCalls(bookingCallIndex);
