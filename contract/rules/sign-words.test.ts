import { modeKey, signWords } from './sign-words';

describe('sign words', () => {
  it('words a countersign task as its step mode, the one the process diagram shows', () => {
    expect(signWords({ type: 3, flags: [], mode: 'any' }, null)).toEqual({ label: 'signOwn', hint: 'signHintMode', mode: 'modeAny', name: null });
    expect(signWords({ type: 3, flags: [], mode: 'all' }, null)?.mode).toBe(modeKey('all'));
    expect(signWords({ type: 3, flags: [], mode: 'vote' }, null)?.mode).toBe('modeVote');
  });

  it('signs on behalf of the person acted for, never in the approver’s own name', () => {
    expect(signWords({ type: 3, flags: [], mode: 'any' }, '李振华')).toEqual({ label: 'signFor', hint: 'signHintModeFor', mode: 'modeAny', name: '李振华' });
    expect(signWords({ type: 1, flags: [7], mode: 'sequential' }, '李振华')).toEqual({ label: 'signFor', hint: 'signHintNameFor', mode: null, name: '李振华' });
  });

  it('asks a signature of a type-1 task with flag 7, and nothing of a plain task', () => {
    expect(signWords({ type: 1, flags: [7], mode: 'sequential' }, null)).toEqual({ label: 'signOwn', hint: 'signHintName', mode: null, name: null });
    expect(signWords({ type: 1, flags: [], mode: 'any' }, null)).toBeNull();
  });

  it('words every node mode, and none for a step without one', () => {
    expect(['sequential', 'all', 'any', 'vote', ''].map(modeKey)).toEqual(['modeSequential', 'modeAll', 'modeAny', 'modeVote', null]);
  });
});
