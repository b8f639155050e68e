/**
 * The booking hall: resources the caller may see with their free places on a day, a resource's detail with its
 * rules and whether the caller may book it, a day's slots by the server's clock, and the hall's search group.
 */
import type { ReserveDay, ReserveDetail, ReserveHallItem, ReserveSlot } from '../../../../contract/calls/bookings';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { ResourceKind } from '../../../../contract/rules/booking';
import { namesForReader } from '../../../../contract/rules/search';
import type { DbOrTx } from '../../db/database';
import { keywordPatterns } from '../../db/keyword-search';
import { shortLived } from '../../db/memo';
import { campusDate, campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { SearchSource } from '../area-module';
import type { SessionUser } from '../org/org.service';
import { availability, instantOf, opensAt, type Slot } from './booking-times';
import { bookingsErrors } from './bookings.errors';
import { dayBounds, dayPlan, openTo, viewerOf } from './day-plan';
import { blockedUntil } from './no-shows';
import * as q from './resources.queries';
import type { ResourceRow } from './resources.queries';

export interface Reader {
  user: SessionUser;
  lang: Lang;
}

type Held = Awaited<ReturnType<typeof q.occupancy>>[number];

/** A declared refusal's text in the reader's language, its `{name}`s filled in. */
function refusalText(code: keyof typeof bookingsErrors, lang: Lang, details: Record<string, string> = {}): string {
  return bookingsErrors[code][lang].replace(/\{(\w+)\}/g, (_m, name: string) => details[name] ?? '');
}

/**
 * Every booking attempt reads its resource, and a crowd at the opening second reads the same one thousands of times,
 * so rows stay in memory for a few seconds (a change of rules shows within that time; rows no transaction changes).
 */
const resources = shortLived<ResourceRow>(2_000, 5_000, { inTransactions: true });

/** A resource by id, or not found. */
export async function resourceFor(db: DbOrTx, id: number): Promise<ResourceRow> {
  const resource = await resources.get(db, id, () => q.resourceById(db, id));
  if (!resource) throw new DomainError('bookings.notFound');
  return resource;
}

/** The slot's free units, waiting people and the caller's own entry, among the day's bookings. */
function slotState(slot: { from: Date; to: Date }, units: readonly number[], held: readonly Held[], uid: string) {
  const overlapping = held.filter((h) => h.starts_at < slot.to && h.ends_at > slot.from);
  const taken = new Set(overlapping.filter((h) => h.status !== 'waiting').map((h) => h.unit_id));
  const waiting = overlapping.filter((h) => h.status === 'waiting' && h.starts_at.getTime() === slot.from.getTime()).length;
  return { free_units: units.filter((u) => !taken.has(u)), waiting, mine: overlapping.find((h) => h.uid === uid)?.id ?? null };
}

/** Free unit-slots of a day that are still to begin. */
function freeOnDay(day: string, slots: readonly Slot[], units: number, held: readonly Held[], now: Date): number {
  let free = 0;
  for (const s of slots) {
    const from = instantOf(day, s.start);
    const to = instantOf(day, s.end);
    if (from <= now) continue;
    const taken = new Set(held.filter((h) => h.status !== 'waiting' && h.starts_at < to && h.ends_at > from).map((h) => h.unit_id));
    free += Math.max(0, units - taken.size);
  }
  return free;
}

/** What the hall and the detail pages both show of a resource. */
function card(r: ResourceRow, lang: Lang, capacity: number) {
  const { id, kind, source_type, campus, location, fee, needs_approval } = r;
  return { id, name: inLanguage(r.name, r.name_en, lang), kind, source_type, campus, location, capacity, cover_url: r.cover, fee, needs_approval };
}

export async function reserveHall(
  db: DbOrTx,
  reader: Reader,
  filter: { kind?: ResourceKind; campus?: string; keyword?: string; date?: string },
  page: { p: number; pageSize: number },
  now: Date,
): Promise<{ list: ReserveHallItem[]; total: number; p: number; page_size: number; campuses: string[] }> {
  const viewer = viewerOf(reader.user);
  const keyword = filter.keyword?.trim() ? keywordPatterns(filter.keyword) : undefined;
  const [{ rows, total }, campuses] = await Promise.all([
    q.hallPage(db, viewer, { kind: filter.kind, campus: filter.campus, keyword }, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize }),
    q.campuses(db, viewer),
  ]);
  const day = filter.date ?? campusDate(now);
  const bounds = dayBounds(day);
  const ids = rows.map((r) => r.id);
  const [units, held] = await Promise.all([q.unitCounts(db, ids), bounds ? q.occupancy(db, ids, bounds.from, bounds.to) : Promise.resolve([])]);
  const list: ReserveHallItem[] = [];
  for (const r of rows) {
    const plan = await dayPlan(db, r, day);
    const count = units.get(r.id) ?? 0;
    list.push({
      ...card(r, reader.lang, count),
      free_on_day: plan.closed ? 0 : freeOnDay(day, plan.slots, count, held.filter((h) => h.resource_id === r.id), now),
    });
  }
  return { list, total, p: page.p, page_size: page.pageSize, campuses };
}

/** Why the caller may not book the resource ('' when they may): not open to them, or blocked after no-shows. */
async function refusalFor(db: DbOrTx, reader: Reader, resource: ResourceRow, now: Date): Promise<string> {
  if (!openTo(resource, viewerOf(reader.user))) return refusalText('bookings.notAllowed', reader.lang);
  const until = await blockedUntil(db, reader.user.uid, resource, now);
  return until ? refusalText('bookings.blocked', reader.lang, { until: campusDate(until) }) : '';
}

export async function reserveDetail(db: DbOrTx, reader: Reader, id: number, now: Date): Promise<ReserveDetail> {
  const r = await resourceFor(db, id);
  const units = await q.unitsOf(db, r.id);
  return {
    ...card(r, reader.lang, units.length),
    description: inLanguage(r.description, r.description_en, reader.lang),
    units,
    slot_minutes: r.slot_minutes,
    days_ahead: r.days_ahead,
    opens_at_time: r.opens_at_time,
    max_active: r.max_active,
    max_per_day: r.max_per_day,
    max_slots: r.max_slots,
    cancel_minutes: r.cancel_minutes,
    no_show_limit: r.no_show_limit,
    no_show_block_days: r.no_show_block_days,
    payment_minutes: r.payment_minutes,
    special: r.special_allowed,
    app_id: r.app_id ?? 0,
    refusal: await refusalFor(db, reader, r, now),
    manages: r.manager_uids.includes(reader.user.uid),
  };
}

export async function reserveSlots(db: DbOrTx, reader: Reader, id: number, day: string, now: Date): Promise<ReserveDay> {
  const r = await resourceFor(db, id);
  const bounds = dayBounds(day);
  const opening = opensAt(r, day);
  const answer = { date: day, server_time: campusDateTime(now), opens_at: opening > now ? campusDateTime(opening) : '' };
  const plan = await dayPlan(db, r, day);
  if (!bounds || plan.closed) return { ...answer, closed: true, slots: [] };
  const [units, held] = await Promise.all([q.unitsOf(db, r.id), q.occupancy(db, [r.id], bounds.from, bounds.to)]);
  const unitIds = units.map((u) => u.id);
  const slots = plan.slots.map((s): ReserveSlot => {
    const from = instantOf(day, s.start);
    const to = instantOf(day, s.end);
    const state = slotState({ from, to }, unitIds, held, reader.user.uid);
    return { ...s, free: state.free_units.length, capacity: unitIds.length, ...state, offered: availability(r, day, from, now).ok };
  });
  return { ...answer, closed: false, slots };
}

/** The search group 预约 (spec §4): resources the reader may see named like the keyword; the type routes by source type. */
export const reservationSearch: SearchSource = {
  async find(db, reader, keyword, limit) {
    const rows = await q.named(db, viewerOf(reader.user), keywordPatterns(keyword), limit);
    return rows.map((r) => ({ id: r.id, ...namesForReader(r.name, r.name_en, reader.lang), type: r.source_type }));
  },
  has: (db, reader, name) => q.hasNamed(db, viewerOf(reader.user), name),
};
