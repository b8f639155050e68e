import type { ClientModule } from '../../client-module';

/**
 * Booking (issue 27; spec §2): the booking hall (/site/bookingHall), a resource's page (/reserve/hallView?id= for
 * source_type 1, /reserve/reserveDetail?id= for 2: one page file, the resource's own data tells them apart), special
 * reservations, 我的预约 (/matter/makeAnAppointment), the check-in code (/reserve/reserveQrcode?id=) and the venue's
 * check-in (/reserve/checkIn?code=, the address the code holds: one page file, the query tells them apart),
 * consultation hours and the phone payment page (/site/m_payment). Every page file costs the phone's first load its
 * route entries (bench/size.bench.ts), hence the shared files and no page configs: the frame sets each title. A subpackage in the mini-program, its pages in `pages/booking/` since
 * its routes span several segments (src/routes.ts). Its texts and calls load with its pages (./i18n.ts,
 * ./booking-calls.ts): nothing of it rides in the first load.
 */
export const bookingModule: ClientModule = {
  name: 'booking',
  pages: [
    { desktop: '/site/bookingHall', mobile: '/site/m_bookingHall' },
    { desktop: '/reserve/hallView', mobile: '/reserve/m_hallView', aliases: ['/reserve/reserveDetail', '/reserve/m_reserveDetail'] },
    { desktop: '/reserve/specialReserve', mobile: '/reserve/m_specialReserve' },
    { desktop: '/matter/makeAnAppointment', mobile: '/matter/m_makeAnAppointment' },
    { desktop: '/reserve/reserveQrcode', mobile: '/reserve/m_reserveQrcode', aliases: ['/reserve/checkIn', '/reserve/m_checkIn'] },
    { desktop: '/reserve/consultationScheduling', mobile: '/reserve/m_consultationScheduling' },
    { mobile: '/site/m_payment' },
  ],
  // The home's 2 MB of preloads are spent on the modules it links to; the booking pages load when first opened.
  preload: false,
  texts: { zh: {}, en: {} },
};
