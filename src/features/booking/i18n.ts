/** Texts of the booking pages, namespace `booking`, loaded with its pages (module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { bookingTexts } from './texts';

const booking = lazyNamespace('booking', bookingTexts);

export const useBookingTranslation = booking.useTexts;
export const bookingText = booking.text;
