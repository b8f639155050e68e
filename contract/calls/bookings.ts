/**
 * Booking (预约大厅, 我的预约, consultation scheduling, check-in and payment): resources and their slots, bookings with
 * their waitlist, the check-in code shown at the venue, fees paid through the payment provider, and counsellors'
 * published hours. Refusals answer with the codes of contract/rules/booking.ts (BookingRefusal) and say why in `m`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { BOOKING_STATUSES, BOOKING_TABS, RESOURCE_KINDS } from '../rules/booking';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a campus date, YYYY-MM-DD' });
const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'a campus time of day, HH:mm' });
const Stamp = (description: string) => Type.String({ description: `${description}, YYYY-MM-DD HH:mm:ss campus time` });

/** A resource as the hall lists it. */
export const ReserveHallItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: OneOf(RESOURCE_KINDS),
  source_type: Type.Integer({ description: '1 opens /reserve/hallView, 2 /reserve/reserveDetail' }),
  campus: Type.String(),
  location: Type.String(),
  capacity: Type.Integer({ description: 'units (seats, rooms, sets, counsellor places) booked at once' }),
  cover_url: Type.String({ description: "a picture's address, '' when there is none" }),
  fee: Type.Integer({ description: 'per slot, in fen; 0 free' }),
  needs_approval: Type.Boolean(),
  free_on_day: Type.Integer({ description: 'free unit-slots on the asked day (today when none is asked)' }),
});
export type ReserveHallItem = Static<typeof ReserveHallItem>;

/** A resource with its booking rules, as the two detail pages show it. */
export const ReserveDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: OneOf(RESOURCE_KINDS),
  source_type: Type.Integer(),
  campus: Type.String(),
  location: Type.String(),
  capacity: Type.Integer(),
  cover_url: Type.String(),
  description: Type.String({ description: 'HTML, sanitised on the server' }),
  units: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() }), { description: 'seats, rooms or sets, in order' }),
  slot_minutes: Type.Integer(),
  days_ahead: Type.Integer({ description: 'how many days ahead one may book (0: today only)' }),
  opens_at_time: Clock,
  max_active: Type.Integer({ description: 'most active bookings a person holds here; 0 no limit' }),
  max_per_day: Type.Integer({ description: 'most bookings a person makes here for one day; 0 no limit' }),
  max_slots: Type.Integer({ description: 'most consecutive slots one booking takes' }),
  needs_approval: Type.Boolean(),
  cancel_minutes: Type.Integer({ description: 'a booking may be cancelled until this many minutes before it starts' }),
  no_show_limit: Type.Integer({ description: 'no-shows (within no_show_block_days) that block booking; 0 never' }),
  no_show_block_days: Type.Integer(),
  fee: Type.Integer({ description: 'per slot, in fen' }),
  payment_minutes: Type.Integer({ description: 'an unpaid booking is released after this many minutes' }),
  special: Type.Boolean({ description: 'special reservations (outside the rules, always approved) are accepted' }),
  app_id: Type.Integer({ description: "the catalogue service that opens this resource (types 8 to 15 and 18), 0 when none" }),
  refusal: Type.String({ description: "why the caller may not book here ('' when they may): not open to them, blocked until …" }),
  manages: Type.Boolean({ description: 'the caller checks people in here' }),
});
export type ReserveDetail = Static<typeof ReserveDetail>;

export const ReserveSlot = Type.Object({
  start: Clock,
  end: Clock,
  free: Type.Integer({ description: 'units free for this slot' }),
  capacity: Type.Integer(),
  free_units: Type.Array(Type.Integer(), { description: 'ids of the free units (the hall view draws them)' }),
  waiting: Type.Integer({ description: 'people on the waitlist' }),
  mine: Type.Union([Type.Integer(), Type.Null()], { description: "the caller's booking or waitlist entry for this slot" }),
  offered: Type.Boolean({ description: 'may be booked now: open, not past, inside the window' }),
});
export type ReserveSlot = Static<typeof ReserveSlot>;

export const ReserveDay = Type.Object({
  date: Day,
  server_time: Stamp("the server's clock"),
  opens_at: Stamp("when booking for this day opens ('' when it has)"),
  closed: Type.Boolean({ description: 'a closed day: a holiday on the campus calendar, or no published hours' }),
  slots: Type.Array(ReserveSlot),
});
export type ReserveDay = Static<typeof ReserveDay>;

/** A booking as its holder (and the venue checking it in) reads it. */
export const Booking = Type.Object({
  id: Type.Integer(),
  resource_id: Type.Integer(),
  resource_name: Type.String(),
  kind: OneOf(RESOURCE_KINDS),
  source_type: Type.Integer(),
  campus: Type.String(),
  location: Type.String(),
  unit_label: Type.String({ description: "the seat, room or set; '' while waiting" }),
  date: Day,
  start: Clock,
  end: Clock,
  status: OneOf(BOOKING_STATUSES),
  waitlist_position: Type.Integer({ description: 'place in the queue while waiting, else 0' }),
  fee: Type.Integer({ description: 'in fen' }),
  paid: Type.Boolean(),
  refund: OneOf(['none', 'refunding', 'refunded'] as const),
  pay_by: Type.String({ description: "while unpaid: when it is released, YYYY-MM-DD HH:mm:ss; else ''" }),
  may_cancel: Type.Boolean(),
  cancel_by: Stamp('the cancellation deadline'),
  holder_name: Type.String(),
  remark: Type.String(),
  inst_id: Type.String({ description: "the approval's application while it needs one, else ''" }),
  created: Stamp('when it was made'),
});
export type Booking = Static<typeof Booking>;

/** What paying through the provider needs in the browser or the mini-program. */
export const PaymentStart = Type.Object({
  paid: Type.Boolean({ description: 'already paid: nothing to do' }),
  amount: Type.Integer({ description: 'in fen' }),
  h5_url: Type.String({ description: "H5: the provider's cashier to open (WeChat Pay H5), '' otherwise" }),
  jsapi: Type.Union([
    Type.Object({
      appId: Type.String(),
      timeStamp: Type.String(),
      nonceStr: Type.String(),
      package: Type.String(),
      signType: Type.Literal('RSA'),
      paySign: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type PaymentStart = Static<typeof PaymentStart>;

export const ConsultHours = Type.Object({
  id: Type.Integer(),
  date: Day,
  start: Clock,
  end: Clock,
  location: Type.String(),
  bookings: Type.Array(
    Type.Object({ booking_id: Type.Integer(), start: Clock, end: Clock, name: Type.String(), number: Type.String(), status: OneOf(BOOKING_STATUSES), remark: Type.String() }),
  ),
});
export type ConsultHours = Static<typeof ConsultHours>;

export const bookingsCalls = defineCalls('bookings', {
  getReserveHall: {
    method: 'GET',
    access: 'user',
    summary: 'The booking hall: resources the caller may see, by kind, campus and keyword, with their free places on a day.',
    payload: Payload({
      kind: Type.Optional(OneOf(RESOURCE_KINDS)),
      campus: Type.Optional(Type.String({ maxLength: 50 })),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      date: Type.Optional(Day),
      ...Paging,
    }),
    result: Type.Composite([PageOf(ReserveHallItem), Type.Object({ campuses: Type.Array(Type.String()) })]),
  },
  getReserveDetail: {
    method: 'GET',
    access: 'user',
    summary: 'A resource with its units and booking rules, and whether the caller may book it.',
    payload: Payload({ id: Id() }),
    result: ReserveDetail,
  },
  getReserveSlots: {
    method: 'GET',
    access: 'user',
    summary: "A day's slots of a resource with their free units, the waitlist and the caller's own, by the server's clock.",
    payload: Payload({ id: Id(), date: Day }),
    result: ReserveDay,
  },
  makeReservation: {
    method: 'POST',
    access: 'user',
    summary:
      'Books consecutive slots of a resource (a chosen unit or any free one), or joins the waitlist when asked; a request sent again with the same key answers the booking the first made.',
    payload: Payload({
      id: Id(),
      date: Day,
      start: Clock,
      slots: Type.Optional(Int({ minimum: 1, maximum: 48, default: 1 })),
      unit_id: Type.Optional(Id()),
      waitlist: Type.Optional(OneOf([0, 1] as const, '1: join the waitlist when the slot is full')),
      special: Type.Optional(OneOf([0, 1] as const, '1: a special reservation, outside the rules and always approved')),
      remark: Type.Optional(Type.String({ maxLength: 200 })),
      request_key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'one per booking attempt, kept by the client across retries' }),
    }),
    result: Booking,
  },
  cancelReservation: {
    method: 'POST',
    access: 'user',
    summary: "Cancels the caller's booking or waitlist entry before the deadline; a paid fee is refunded; the first on the waitlist gets the place.",
    owns: { booking_id: 'booking' },
    payload: Payload({ booking_id: Id(), reason: Type.Optional(Type.String({ maxLength: 200 })) }),
    result: Booking,
  },
  myReservations: {
    method: 'GET',
    access: 'user',
    summary: '我的预约: the caller\'s bookings, upcoming (soonest first), past or cancelled (latest first).',
    payload: Payload({ tab: OneOf(BOOKING_TABS), ...Paging }),
    result: PageOf(Booking),
  },
  getReservation: {
    method: 'GET',
    access: 'user',
    summary: "One of the caller's bookings (the payment page reads it until the fee is paid).",
    owns: { booking_id: 'booking' },
    payload: Payload({ booking_id: Id() }),
    result: Booking,
  },
  getReservationCode: {
    method: 'GET',
    access: 'user',
    summary: 'The check-in code of a confirmed booking: signed by the server and valid for a few minutes; the page renews it.',
    owns: { booking_id: 'booking' },
    payload: Payload({ booking_id: Id() }),
    result: Type.Object({ code: Type.String(), check_in_url: Type.String(), expires_at: Stamp('when the code stops working'), booking: Booking }),
  },
  checkInReservation: {
    method: 'POST',
    access: 'user',
    summary: "The venue checks a booking in from its code (from the slot's start less 15 minutes to its end); only the resource's managers may.",
    payload: Payload({ code: Type.String({ minLength: 10, maxLength: 400 }) }),
    result: Booking,
  },
  payReservation: {
    method: 'POST',
    access: 'user',
    summary: "Starts paying an unpaid booking's fee through the payment provider (WeChat Pay v3: H5 in a browser, JSAPI in the mini-program).",
    owns: { booking_id: 'booking' },
    payload: Payload({ booking_id: Id(), channel: OneOf(['h5', 'jsapi'] as const), openid: Type.Optional(Type.String({ maxLength: 64 })) }),
    result: PaymentStart,
  },
  getConsultSchedule: {
    method: 'GET',
    access: 'user',
    summary: "A counsellor's day (permit resource-consult): their published hours and who booked each.",
    payload: Payload({ date: Day }),
    result: Type.Object({ resource_id: Type.Integer(), slot_minutes: Type.Integer(), hours: Type.Array(ConsultHours) }),
  },
  publishConsultHours: {
    method: 'POST',
    access: 'user',
    summary: 'A counsellor (permit resource-consult) publishes hours on a day for students to book, in slots of their length.',
    payload: Payload({ date: Day, start: Clock, end: Clock, location: Type.String({ minLength: 1, maxLength: 100 }) }),
    result: ConsultHours,
  },
  withdrawConsultHours: {
    method: 'POST',
    access: 'user',
    summary: 'A counsellor withdraws published hours; bookings in them are cancelled and their holders told.',
    payload: Payload({ id: Id(), reason: Type.String({ minLength: 1, maxLength: 200 }) }),
    result: Type.Object({ cancelled: Type.Integer() }),
  },
});
