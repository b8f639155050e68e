import { daySlots, hhmmOf, minutesOf, yuan } from './booking';

describe('booking time rules', () => {
  it('cuts a day into whole slots between opening and closing, the last short piece left out', () => {
    expect(daySlots('08:00', '10:30', 60)).toEqual([
      { start: '08:00', end: '09:00' },
      { start: '09:00', end: '10:00' },
    ]);
    expect(daySlots('22:00', '24:00', 60).map((s) => s.end)).toEqual(['23:00', '24:00']);
  });

  it('offers nothing for a malformed or empty day', () => {
    expect(daySlots('8:00', '10:00', 60)).toEqual([]);
    expect(daySlots('10:00', '08:00', 60)).toEqual([]);
    expect(daySlots('08:00', '10:00', 0)).toEqual([]);
  });

  it('reads and writes clock times', () => {
    expect(minutesOf('13:45')).toBe(825);
    expect(minutesOf('24:00')).toBeNaN();
    expect(hhmmOf(825)).toBe('13:45');
  });

  it('shows fen as yuan with two decimals', () => {
    expect(yuan(1250)).toBe('12.50');
    expect(yuan(0)).toBe('0.00');
  });
});
