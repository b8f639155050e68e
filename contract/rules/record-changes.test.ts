import { changedFields, fieldChanges, shownValue } from './record-changes';

describe('what a change changed', () => {
  it('lists every field once in the record’s order and marks those that differ', () => {
    const rows = fieldChanges({ title: '通知', body: 'a', tags: ['x', 'y'], meta: { a: 1, b: 2 } }, { title: '通知', body: 'b', tags: ['x', 'y'], meta: { b: 2, a: 1 }, top: true });
    expect(rows.map((r) => [r.field, r.changed])).toEqual([
      ['title', false],
      ['body', true],
      ['tags', false],
      ['meta', false],
      ['top', true],
    ]);
  });

  it('counts every field as changed for a create or a delete', () => {
    expect(changedFields(null, { a: 1, b: null })).toEqual(['a', 'b']);
    expect(changedFields({ a: 1 }, null)).toEqual(['a']);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('shows text as itself and anything else as JSON', () => {
    expect([shownValue('回复'), shownValue(3), shownValue(null), shownValue(undefined), shownValue({ a: [1] })]).toEqual(['回复', '3', 'null', '', '{"a":[1]}']);
  });
});
