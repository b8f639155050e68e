/**
 * Per-node permissions (contract/forms/field-access.ts) and reading a form: a field hidden at a node is not there at
 * all, a read-only one shows its value as text (as a reader would say it), and a submitted form is read-only whole.
 */
import { screen, within } from '@testing-library/react';
import type { FormValues } from '@contract/forms';
import type { FormState } from '@/features/forms';
import { renderH5, TARGET } from '../support/render';
import { everyField } from './support/every-field';
import { control, settle, submit, type } from './support/fill';
import { FormHarness } from './support/form-harness';

const filled: FormValues = {
  form1_1: '王小明',
  form1_2: '因公出差需要请假',
  form1_3: '<p>第一天<b>报到</b></p>',
  form1_4: 'b',
  form1_5: ['p', 't'],
  form1_6: 'provincial',
  form1_7: ['US', 'JP'],
  form1_8: [{ uid: 'T0002', name: '万馨沐' }, { uid: 'T0003', name: '石馨' }],
  form1_9: { codes: ['330000', '330100', '330106'], detail: '文三路90号' },
  form1_10: ['2026-03-02', '2026-03-05'],
  form1_11: '13912345678',
  form1_12: 3,
  form1_13: 1280.5,
  form1_14: [{ form1_14_1: '住宿', form1_14_2: 680 }],
  form1_15: [{ id: 'f1', name: '诊断证明.pdf', size: 2048 }],
  form1_17: 'WS-2026-018',
};

let state: FormState;
async function show(props: { node?: string; readOnly?: boolean; layout?: 'desktop' | 'mobile'; initial?: FormValues } = {}) {
  renderH5(<FormHarness schema={everyField} initial={props.initial ?? filled} node={props.node} readOnly={props.readOnly} layout={props.layout ?? 'mobile'} onState={(s) => (state = s)} />);
  await settle(100);
}

describe('at the applicant’s start node', () => {
  it('leaves out a field hidden there and shows one it may only read as text', async () => {
    await show();
    expect(screen.queryByText('审批意见')).toBeNull();
    expect(screen.getByText('批件编号')).toBeTruthy();
    expect(screen.getByText('WS-2026-018')).toBeTruthy();
    expect(screen.queryByLabelText(/^批件编号/)).toBeNull();
    expect(control(/^申请人/)).toBeTruthy();
  });

  it('never checks or focuses what the node does not edit', async () => {
    await show({ initial: {} });
    await submit();
    expect(Object.keys(state.problems)).not.toContain('form1_16');
    expect(Object.keys(state.problems)).not.toContain('form1_17');
  });
});

describe('at an approval node', () => {
  it('edits the field that node edits and reads the applicant’s values as a reader says them', async () => {
    await show({ node: 'dept_head' });
    expect(control(/^审批意见/)).toBeTruthy();
    expect(screen.queryByLabelText(/^申请人/)).toBeNull();
    for (const text of ['王小明', '病假', '投影、茶水', '省级', '美国、日本', '万馨沐、石馨', '浙江省杭州市西湖区 文三路90号', '2026-03-02 至 2026-03-05', '13912345678', '3 天', '1280.5 元']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // Rich text keeps its formatting; files are links to download them.
    expect(screen.getByText('报到')).toBeTruthy();
    expect(screen.getByLabelText('下载 诊断证明.pdf')).toBeTruthy();
    if (TARGET === 'h5') expect(screen.getByText('报到').tagName).toBe('B');
    expect(screen.getByText('住宿')).toBeTruthy();
  });

  it('checks only its own field on submit', async () => {
    await show({ node: 'dept_head', initial: {} });
    await submit();
    expect(state.problems).toEqual({});
    await type(/^审批意见/, '同意');
    expect(state.values.form1_16).toBe('同意');
  });

  it('says when a field it reads was left empty', async () => {
    await show({ node: 'dept_head', initial: {} });
    expect(screen.getAllByText('未填写').length).toBeGreaterThan(10);
  });
});

describe('a submitted form, read whole', () => {
  it('has no controls and no required marks, and reads tables row by row', async () => {
    await show({ readOnly: true, layout: TARGET === 'h5' ? 'desktop' : 'mobile' });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.queryByText('+ 添加一行')).toBeNull();
    const row = TARGET === 'h5' ? screen.getByRole('row', { name: /第 1 行/ }) : screen.getByRole('group', { name: '第 1 行' });
    expect(within(row).getByText('住宿')).toBeTruthy();
    expect(within(row).getByText('680')).toBeTruthy();
  });
});

describe('fill less', () => {
  it('shows beside a prefilled field where its value came from', async () => {
    renderH5(<FormHarness schema={everyField} initial={{ form1_1: '陈立华' }} prefilled={{ form1_1: '来自个人信息：姓名' }} />);
    await settle();
    expect(screen.getByText('来自个人信息：姓名')).toBeTruthy();
    expect(control(/^申请人/)).toBeTruthy();
  });
});
