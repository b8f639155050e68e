/** Booking answers as the server sends them (each checked against its call's result schema by the envelope server). */
import type { Booking, ReserveDay, ReserveDetail, ReserveHallItem, ReserveSlot } from '@contract/calls/bookings';
import { campusDate } from '@/features/booking/rules/days';

/** The campus's today, as the pages' day strips start on it. */
export const today = () => campusDate(Date.now());

export function hallItem(id: number, over: Partial<ReserveHallItem> = {}): ReserveHallItem {
  return {
    id,
    name: `研讨室 ${id}`,
    kind: 'room',
    source_type: 1,
    campus: '东校区',
    location: '图书馆三层',
    capacity: 8,
    cover_url: '',
    fee: 0,
    needs_approval: false,
    free_on_day: 5,
    ...over,
  };
}

export function detail(over: Partial<ReserveDetail> = {}): ReserveDetail {
  return {
    id: 7,
    name: '图书馆研讨室',
    kind: 'room',
    source_type: 1,
    campus: '东校区',
    location: '图书馆三层',
    capacity: 3,
    cover_url: '',
    description: '',
    units: [
      { id: 71, label: '301' },
      { id: 72, label: '302' },
      { id: 73, label: '303' },
    ],
    slot_minutes: 60,
    days_ahead: 6,
    opens_at_time: '08:00',
    max_active: 2,
    max_per_day: 1,
    max_slots: 2,
    needs_approval: false,
    cancel_minutes: 60,
    no_show_limit: 3,
    no_show_block_days: 30,
    fee: 0,
    payment_minutes: 15,
    special: false,
    app_id: 0,
    refusal: '',
    manages: false,
    ...over,
  };
}

export function slot(start: string, end: string, over: Partial<ReserveSlot> = {}): ReserveSlot {
  return { start, end, free: 3, capacity: 3, free_units: [71, 72, 73], waiting: 0, mine: null, offered: true, ...over };
}

export function day(slots: ReserveSlot[], over: Partial<ReserveDay> = {}): ReserveDay {
  return { date: today(), server_time: `${today()} 07:00:00`, opens_at: '', closed: false, slots, ...over };
}

export function booking(id: number, over: Partial<Booking> = {}): Booking {
  return {
    id,
    resource_id: 7,
    resource_name: '图书馆研讨室',
    kind: 'room',
    source_type: 1,
    campus: '东校区',
    location: '图书馆三层',
    unit_label: '301',
    date: today(),
    start: '10:00',
    end: '11:00',
    status: 'booked',
    waitlist_position: 0,
    fee: 0,
    paid: false,
    refund: 'none',
    pay_by: '',
    may_cancel: true,
    cancel_by: `${today()} 09:00:00`,
    holder_name: '王思远',
    remark: '',
    inst_id: '',
    created: `${today()} 07:30:00`,
    ...over,
  };
}
