import type { ReserveSlot } from '@contract/calls/bookings';
import { endOf, longestRun, slotState } from './slots';

const slot = (start: string, end: string, patch: Partial<ReserveSlot> = {}): ReserveSlot => ({
  start,
  end,
  free: 2,
  capacity: 2,
  free_units: [1, 2],
  waiting: 0,
  mine: null,
  offered: true,
  ...patch,
});

it('tells free, full, mine and not offered apart, the caller’s own first', () => {
  expect(slotState(slot('08:00', '09:00'))).toBe('free');
  expect(slotState(slot('08:00', '09:00', { free: 0, free_units: [] }))).toBe('full');
  expect(slotState(slot('08:00', '09:00', { free: 0, mine: 12 }))).toBe('mine');
  expect(slotState(slot('08:00', '09:00', { offered: false }))).toBe('off');
});

it('counts the consecutive free slots a booking may take, up to the limit and for the unit chosen', () => {
  const day = [
    slot('08:00', '09:00'),
    slot('09:00', '10:00', { free_units: [2], free: 1 }),
    slot('10:00', '11:00'),
    slot('12:00', '13:00'),
    slot('13:00', '14:00', { free: 0, free_units: [] }),
  ];
  expect(longestRun(day, '08:00', 4)).toBe(3);
  expect(longestRun(day, '08:00', 2)).toBe(2);
  expect(longestRun(day, '08:00', 4, 1)).toBe(1);
  expect(longestRun(day, '12:00', 4)).toBe(1);
  expect(longestRun(day, '13:00', 4)).toBe(0);
  expect(longestRun(day, '07:00', 4)).toBe(0);
  expect(endOf(day, '08:00', 3)).toBe('11:00');
});
