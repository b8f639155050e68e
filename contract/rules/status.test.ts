import { instanceStatusKey, isTodo, isTodoInfo, signValue } from './status';

describe('matter states (spec §4)', () => {
  it('counts status 0 and 1 as to-do', () => {
    expect([0, 1, 5].map((task_status) => isTodo({ task_status }))).toEqual([true, true, false]);
  });
  it('counts status 0, 1, 5 or a rejected flag as to-do info', () => {
    expect(isTodoInfo({ task_status: 5, flags: [] })).toBe(true);
    expect(isTodoInfo({ task_status: 2, flags: [5] })).toBe(true);
    expect(isTodoInfo({ task_status: 2, flags: [] })).toBe(false);
  });
  it('gives sign value 2 for type 1 with flag 7 and 1 for type 3', () => {
    expect(signValue({ type: 1, flags: [5, 7] })).toBe(2);
    expect(signValue({ type: 3, flags: [] })).toBe(1);
    expect(signValue({ type: 1, flags: [] })).toBeNull();
  });
  it('names instance statuses', () => {
    expect([0, 1, 2, 4, 3].map(instanceStatusKey)).toEqual(['inProgress', 'terminated', 'completed', 'withdrawn', null]);
  });
});
