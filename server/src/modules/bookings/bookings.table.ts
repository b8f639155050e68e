import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus, ResourceKind } from '../../../../contract/rules/booking';

/** A time range (tstzrange): written as an SQL expression, read through lower() and upper() in the queries. */
type Range = ColumnType<string, string, never>;

/** Something the booking hall offers, with its booking rules (contract/calls/bookings.ts ReserveDetail). */
export interface BookingResourcesTable {
  id: Generated<number>;
  kind: ResourceKind;
  /** 1 opens the hall view, 2 the reservation detail (contract/rules/booking.ts). */
  source_type: number;
  name: string;
  name_en: Generated<string>;
  campus: Generated<string>;
  location: Generated<string>;
  /** A picture's address, '' when there is none. */
  cover: Generated<string>;
  /** HTML, sanitised when written. */
  description: Generated<string>;
  description_en: Generated<string>;
  slot_minutes: number;
  /** Daily opening hours, campus time 'HH:mm' (a consultation's slots come from its published hours instead). */
  open_time: Generated<string>;
  close_time: Generated<string>;
  /** 'workdays': open on the campus calendar's working days only. */
  open_days: Generated<'all' | 'workdays'>;
  days_ahead: Generated<number>;
  opens_at_time: Generated<string>;
  max_active: Generated<number>;
  max_per_day: Generated<number>;
  max_slots: Generated<number>;
  /** Audiences (contract/rules/audience.ts) and departments allowed to book; empty for everyone. */
  audiences: Generated<string[]>;
  department_ids: Generated<number[]>;
  needs_approval: Generated<boolean>;
  /** The service whose process approves a booking that needs approval. */
  approval_app_id: number | null;
  cancel_minutes: Generated<number>;
  no_show_limit: Generated<number>;
  no_show_block_days: Generated<number>;
  /** Per slot, in fen. */
  fee: Generated<number>;
  payment_minutes: Generated<number>;
  special_allowed: Generated<boolean>;
  /** Who checks people in. */
  manager_uids: Generated<string[]>;
  /** The catalogue service (types 8 to 15 and 18) that opens it. */
  app_id: number | null;
  /** The counsellor of a consultation resource (one per counsellor). */
  counsellor_uid: string | null;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

/** A seat, room or set of a resource; a consultation's one unit is its counsellor. */
export interface BookingUnitsTable {
  id: Generated<number>;
  resource_id: number;
  label: string;
  sort: Generated<number>;
}

/** Hours a counsellor published; overlapping hours of one resource are refused by the database. */
export interface ConsultHoursTable {
  id: Generated<number>;
  resource_id: number;
  during: Range;
  location: string;
}

/** A booking, or a waitlist entry (status 'waiting', no unit), ordered by id. */
export interface BookingsTable {
  id: Generated<number>;
  resource_id: number;
  unit_id: number | null;
  uid: string;
  during: Range;
  status: BookingStatus;
  /** The client's key for one attempt: a retry answers the booking the first made. */
  request_key: string;
  fee: Generated<number>;
  /** While unpaid: when the booking is released. */
  pay_by: Date | null;
  /** The approval's application, while the booking needs one. */
  inst_id: string | null;
  remark: Generated<string>;
  special: Generated<boolean>;
  created_at: Generated<Date>;
  cancelled_at: Date | null;
  checked_in_at: Date | null;
}

/** The one key check-in codes are signed with, made on first use. */
export interface BookingKeysTable {
  id: number;
  key: Buffer;
}
