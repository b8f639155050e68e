import type { FormSchema } from '@contract/forms';
import { createFocusRegistry } from './focus-registry';
import { firstProblemPath, pathsInOrder, shownProblems, touchedAfterRowsMoved } from './form-problems';

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '申请人' },
    { id: 'form1_2', type: 'Input', label: '审批意见', permissions: { start: 'read' } },
    {
      id: 'form1_3', type: 'RepeatTable', label: '明细',
      columns: [
        { id: 'form1_3_1', type: 'Input', label: '项目' },
        { id: 'form1_3_2', type: 'Numeric', label: '金额' },
      ],
    },
  ],
};

it('reads the paths a node edits in form order, a table before its cells, cells row by row', () => {
  expect(pathsInOrder(schema, { form1_3: [{}, {}] }, 'start')).toEqual([
    'form1_1',
    'form1_3',
    'form1_3.0.form1_3_1',
    'form1_3.0.form1_3_2',
    'form1_3.1.form1_3_1',
    'form1_3.1.form1_3_2',
  ]);
  expect(pathsInOrder(schema, {}, 'dept_head')).toEqual([]);
});

it('finds the first problem in reading order, not in the order problems were found', () => {
  const problems = { 'form1_3.1.form1_3_1': { key: 'formRequired' as const }, form1_1: { key: 'formRequired' as const } };
  expect(firstProblemPath(problems, pathsInOrder(schema, { form1_3: [{}, {}] }, 'start'))).toBe('form1_1');
});

it('shows the problems of what was left, or all of them after a submit', () => {
  const problems = { form1_1: { key: 'formRequired' as const }, 'form1_3.0.form1_3_1': { key: 'formRequired' as const } };
  expect(shownProblems(problems, new Set(['form1_1']), false)).toEqual({ form1_1: { key: 'formRequired' } });
  expect(shownProblems(problems, new Set(), true)).toEqual(problems);
});

it('moves a row’s touched marks with it and drops a removed row’s', () => {
  const touched = new Set(['form1_1', 'form1_3.0.form1_3_1', 'form1_3.2.form1_3_2']);
  // Row 2 moved to the top, row 1 removed: the rows now are the old 2 and 0.
  expect([...touchedAfterRowsMoved(touched, 'form1_3', [2, 0])].sort()).toEqual(['form1_1', 'form1_3', 'form1_3.0.form1_3_2', 'form1_3.1.form1_3_1']);
});

it('focuses a path’s control, or the nearest enclosing one registered', () => {
  const registry = createFocusRegistry();
  const table = jest.fn();
  registry.register('form1_3', table);
  expect(registry.focus('form1_3.1.form1_3_2')).toBe(true);
  expect(table).toHaveBeenCalledTimes(1);
  registry.register('form1_3', null);
  expect(registry.focus('form1_3.1.form1_3_2')).toBe(false);
});
