import { allShown, chosenInOrder, chunks, isSelectable, keepShown, percent, shownState, startProgress, summarize, toggled, withAnswer } from './batch';

const row = (task_id: string, task_status: 0 | 1 | 5 = 0) => ({ task_id, task_status });

describe('what batch approval may choose', () => {
  it('takes tasks to do (0) and to do after a return (1), not one waiting for earlier approvers (5)', () => {
    expect([0, 1, 5].map((task_status) => isSelectable({ task_status: task_status as 0 | 1 | 5 }))).toEqual([true, true, false]);
  });

  it('checks and unchecks one row, keeping the same set when nothing changes', () => {
    const none = new Set<string>();
    const one = toggled(none, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(toggled(one, 'a', true)).toBe(one);
    expect([...toggled(one, 'a', false)]).toEqual([]);
    expect(none.size).toBe(0);
  });

  it('chooses every row shown that may be chosen, and says whether none, some or all are', () => {
    const rows = [row('a'), row('b', 1), row('c', 5)];
    expect([...allShown(rows)]).toEqual(['a', 'b']);
    expect(shownState(new Set(), rows)).toBe('none');
    expect(shownState(new Set(['a']), rows)).toBe('some');
    expect(shownState(new Set(['a', 'b']), rows)).toBe('all');
    expect(shownState(new Set(), [row('c', 5)])).toBe('none');
  });

  it('keeps only the rows still shown: another page clears the set, more loaded rows keep it', () => {
    const chosen = new Set(['a', 'b']);
    expect(keepShown(chosen, [row('c'), row('d')]).size).toBe(0);
    expect(keepShown(chosen, [row('a'), row('b'), row('c')])).toBe(chosen);
    expect([...keepShown(chosen, [row('b'), row('c')])]).toEqual(['b']);
  });

  it('sends the chosen ids in the order the rows show them', () => {
    expect(chosenInOrder(new Set(['c', 'a']), [row('a'), row('b'), row('c')])).toEqual(['a', 'c']);
  });
});

describe('sending a batch', () => {
  it('cuts the ids into chunks of ten, the last one shorter', () => {
    const ids = Array.from({ length: 23 }, (_, i) => String(i));
    expect(chunks(ids).map((c) => c.length)).toEqual([10, 10, 3]);
    expect(chunks(ids).flat()).toEqual(ids);
    expect(chunks([])).toEqual([]);
    expect(chunks(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(() => chunks(ids, 0)).toThrow(RangeError);
  });

  it('counts each answered chunk as processed and collects what was approved and skipped, ignoring ids it did not send', () => {
    let progress = startProgress(12);
    expect(percent(progress)).toBe(0);
    progress = withAnswer(progress, ['1', '2', '3'], { approved: ['1', '3', '99'], skipped: [{ task_id: '2', reason: '需要签名' }] });
    expect(progress).toEqual({ total: 12, processed: 3, approved: ['1', '3'], skipped: [{ task_id: '2', reason: '需要签名' }] });
    expect(percent(progress)).toBe(25);
    // An id the server answered neither way (already gone) still counts as processed.
    progress = withAnswer(progress, ['4', '5'], { approved: ['4'], skipped: [] });
    expect(progress.processed).toBe(5);
    expect(percent(startProgress(0))).toBe(100);
  });

  it('sums up: approved, each skipped row with its item and reason, and what was never sent', () => {
    const chosen = [{ task_id: '1', app_name: '请假' }, { task_id: '2', app_name: '报销' }, { task_id: '3', app_name: '证明' }];
    let progress = startProgress(3);
    progress = withAnswer(progress, ['1', '2'], { approved: ['1'], skipped: [{ task_id: '2', reason: '有必填字段' }] });
    expect(summarize(progress, chosen)).toEqual({
      approved: 1,
      skipped: [{ task_id: '2', reason: '有必填字段', item: chosen[1] }],
      notSent: 1,
    });
    expect(summarize(withAnswer(startProgress(1), ['7'], { approved: [], skipped: [{ task_id: '7', reason: 'x' }] }), []).skipped[0].item).toBeUndefined();
  });
});
