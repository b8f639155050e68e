/**
 * A day's slots as the grid shows them, and what one booking may take from a slot on: consecutive slots (each ends
 * where the next starts) that are offered and free, up to the resource's max_slots.
 */
import type { ReserveSlot } from '@contract/calls/bookings';

/** free: bookable; full: every unit taken (the waitlist is offered); mine: the caller's booking or place in the queue; off: not offered now. */
export type SlotState = 'free' | 'full' | 'mine' | 'off';

export function slotState(slot: ReserveSlot): SlotState {
  if (slot.mine !== null) return 'mine';
  if (!slot.offered) return 'off';
  return slot.free > 0 ? 'free' : 'full';
}

/**
 * How many slots a booking from `start` may take: the run of consecutive free slots beginning there, capped at
 * `maxSlots`; with a unit chosen, only slots where that unit is free count.
 */
export function longestRun(slots: readonly ReserveSlot[], start: string, maxSlots: number, unitId?: number): number {
  const from = slots.findIndex((s) => s.start === start);
  if (from < 0) return 0;
  let run = 0;
  for (let i = from; i < slots.length && run < Math.max(1, maxSlots); i++) {
    const slot = slots[i];
    if (i > from && slots[i - 1].end !== slot.start) break;
    if (slotState(slot) !== 'free' || (unitId !== undefined && !slot.free_units.includes(unitId))) break;
    run++;
  }
  return run;
}

/** The end of a booking of `count` slots from `start`. */
export function endOf(slots: readonly ReserveSlot[], start: string, count: number): string {
  const from = slots.findIndex((s) => s.start === start);
  return slots[Math.min(slots.length - 1, from + Math.max(1, count) - 1)]?.end ?? start;
}
