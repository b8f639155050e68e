/**
 * RepeatTable: rows added, removed and reordered within the definition's bounds, each new row with its columns'
 * defaults; a grid on a desktop (H5) and a card per row on a phone (both targets); cells checked at their own paths.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { initialValues, type FormSchema } from '@contract/forms';
import type { FormState } from '@/features/forms';
import { renderH5, TARGET } from '../support/render';
import { cellScope, control, leave, select, settle, submit, type } from './support/fill';
import { FormHarness } from './support/form-harness';

const expenses: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'RepeatTable', label: '费用明细', required: true, min_rows: 1, max_rows: 3,
      columns: [
        { id: 'form1_1_1', type: 'Input', label: '项目', required: true },
        { id: 'form1_1_2', type: 'Numeric', label: '金额', required: true, precision: 2 },
        { id: 'form1_1_3', type: 'Select', label: '类别', default: 'hotel', options: [{ value: 'hotel', label: '住宿' }, { value: 'meals', label: '伙食' }] },
      ],
    },
  ],
};

let state: FormState;
const layouts = TARGET === 'h5' ? (['desktop', 'mobile'] as const) : (['mobile'] as const);

async function show(layout: 'desktop' | 'mobile', schema = expenses) {
  renderH5(<FormHarness schema={schema} initial={initialValues(schema)} layout={layout} onState={(s) => (state = s)} />);
  await settle();
}

const rows = () => state.values.form1_1 as Record<string, unknown>[];
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const add = async () => {
  fireEvent.click(screen.getByText('+ 添加一行'));
  await settle();
};

// The mini-program is a phone: it shows cards only (the desktop grid is H5's).
describe.each(layouts)('on a %s', (layout) => {
  const grid = layout === 'desktop';

  it('starts with the rows the definition asks for, and adds rows with their defaults up to the most allowed', async () => {
    await show(layout);
    expect(rows()).toEqual([{ form1_1_3: 'hotel' }]);
    if (grid) expect(screen.getByRole('table', { name: '费用明细' })).toBeTruthy();
    else expect(screen.getByRole('group', { name: '第 1 行' })).toBeTruthy();
    await add();
    await add();
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('共 3 行 · 可填写 1–3 行')).toBeTruthy();
    const button = screen.getByText('+ 添加一行').closest('button, taro-button-core') as HTMLElement;
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('removes and reorders rows, each keeping what was typed in it', async () => {
    await show(layout);
    await add();
    await add();
    for (const [row, item] of [[1, '住宿'], [2, '高铁'], [3, '出租车']] as const) {
      const cell = cellScope(row, grid);
      await type(cell.name('项目'), item, cell.scope);
    }
    press('上移第 3 行');
    await settle();
    expect(rows().map((r) => r.form1_1_1)).toEqual(['住宿', '出租车', '高铁']);
    press('下移第 1 行');
    await settle();
    expect(rows().map((r) => r.form1_1_1)).toEqual(['出租车', '住宿', '高铁']);
    press('删除第 2 行');
    await settle();
    expect(rows().map((r) => r.form1_1_1)).toEqual(['出租车', '高铁']);
    // What the boxes show follows their rows.
    const second = cellScope(2, grid);
    expect((control(second.name('项目'), second.scope).closest('input, taro-input-core') as HTMLInputElement)).toBeTruthy();
    expect(screen.getByDisplayValue('高铁')).toBeTruthy();
    // The first row cannot be moved up, the last not down; the one row left cannot go below the minimum.
    expect(screen.queryByRole('button', { name: '上移第 1 行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下移第 2 行' })).toBeNull();
    press('删除第 2 行');
    await settle();
    expect(screen.queryByRole('button', { name: '删除第 1 行' })).toBeNull();
  });

  it('checks each cell at its own path, and a problem follows its row when rows move', async () => {
    await show(layout);
    await add();
    const first = cellScope(1, grid);
    await type(first.name('金额'), '1.234', first.scope);
    await leave(first.name('金额'), first.scope);
    expect(state.errors).toEqual({ 'form1_1.0.form1_1_2': { key: 'formPrecision', params: { precision: 2 } } });
    expect(screen.getByText('最多保留2位小数')).toBeTruthy();
    press('下移第 1 行');
    await settle();
    expect(Object.keys(state.errors)).toEqual(['form1_1.1.form1_1_2']);
    await submit();
    expect(Object.keys(state.errors)).toEqual(['form1_1.0.form1_1_1', 'form1_1.0.form1_1_2', 'form1_1.1.form1_1_1', 'form1_1.1.form1_1_2']);
    if (TARGET === 'h5') expect(document.activeElement).toBe(control(cellScope(1, grid).name('项目'), cellScope(1, grid).scope));
  });

  it('chooses a cell’s option', async () => {
    await show(layout);
    const first = cellScope(1, grid);
    await select(first.name('类别'), '伙食', first.scope);
    expect(rows()[0].form1_1_3).toBe('meals');
  });
});

it('asks for at least one row of a required table that has none', async () => {
  const optionalRows: FormSchema = { form_no: 1, fields: [{ ...expenses.fields[0], min_rows: undefined } as FormSchema['fields'][number]] };
  await show('mobile', optionalRows);
  expect(rows()).toEqual([]);
  expect(screen.getByText('还没有内容，点击“添加一行”开始填写')).toBeTruthy();
  await submit();
  expect(screen.getByText('此项为必填项')).toBeTruthy();
  await add();
  expect(within(screen.getByRole('group', { name: '第 1 行' })).getByLabelText(/^项目/)).toBeTruthy();
});
