/**
 * The process designer's node tree on H5: a condition added after a node and its first branch set on a choice
 * field's option, a node deleted once confirmed, a problem from the server's check shown on its card, a node moved
 * down. The starting definition is frozen, so an edit that changed it in place would throw.
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DesignProblem } from '@contract/calls/designer';
import type { FormField } from '@contract/forms/schema';
import type { ProcessDefinition } from '@contract/process/definition';
import { ProcessEditor } from '@/features/backoffice/sections/designer/process-editor';
import { TARGET, renderH5 } from '../support/render';

const deepFreeze = <V,>(value: V): V => {
  if (value && typeof value === 'object') Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
};

const fields: FormField[] = [
  { id: 'form1_1', type: 'User', label: '导师', label_en: 'Supervisor' },
  {
    id: 'form1_2',
    type: 'Select',
    label: '借用期限',
    options: [
      { value: 'short', label: '一周以内' },
      { value: 'long', label: '一周以上' },
    ],
  },
];

const start: ProcessDefinition = deepFreeze({
  nodes: [
    { kind: 'approval', id: 'approval_1', name: '导师审批', approvers: { type: 'form_user', field: 'form1_1' }, mode: 'sequential' },
    { kind: 'approval', id: 'approval_2', name: '院系审批', approvers: { type: 'post', post: 'dean', label: '院长', same_department: true }, mode: 'any', sla_hours: 24 },
    { kind: 'cc', id: 'cc_1', name: '抄送办公室', recipients: { type: 'users', uids: ['T001', 'T002'] } },
  ],
});

let latest: ProcessDefinition | null = null;

function Editor({ problems = [] }: { problems?: DesignProblem[] }) {
  const [value, setValue] = useState(start);
  return (
    <ProcessEditor
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      fields={fields}
      posts={['dean', 'finance']}
      problems={problems}
    />
  );
}

const ids = () => latest?.nodes.map((n) => n.id);
/** The cards' names in the order the tree reads (each card's name is the button that selects it). */
const cardNames = () => screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);

beforeEach(() => {
  latest = null;
});

(TARGET === 'h5' ? describe : describe.skip)('the process editor', () => {
  it('shows each node with who handles it', () => {
    renderH5(<Editor />);
    const tree = screen.getByRole('list', { name: '审批流程' });
    expect(within(tree).getByText('表单字段：导师')).toBeTruthy();
    expect(within(tree).getByText('岗位：院长（本部门）')).toBeTruthy();
    expect(within(tree).getByText('24 小时内处理，超时提醒审批人')).toBeTruthy();
    expect(within(tree).getByText('抄送：指定人员：2 人')).toBeTruthy();
  });

  it('adds a condition after the first node and sets its first branch to 借用期限 等于 一周以上', () => {
    renderH5(<Editor />);
    const add = screen.getByRole('button', { name: '添加节点（在“导师审批”之后）' });
    fireEvent.click(add);
    fireEvent.keyDown(screen.getByRole('button', { name: '条件分支' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: '条件分支' })).toBeNull();
    expect(document.activeElement).toBe(add);

    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: '条件分支' }));
    const settings = screen.getByRole('complementary', { name: '条件分支设置' });
    const first = within(settings).getByRole('group', { name: '分支 1' });
    expect((within(first).getByLabelText('条件字段') as HTMLSelectElement).value).toBe('form1_2');
    fireEvent.change(within(first).getByLabelText('判断方式'), { target: { value: 'eq' } });
    fireEvent.change(within(first).getByLabelText('值'), { target: { value: 'long' } });

    expect(ids()).toEqual(['approval_1', 'condition_1', 'approval_2', 'cc_1']);
    expect(latest?.nodes[1]).toEqual({
      kind: 'condition',
      id: 'condition_1',
      name: '条件',
      branches: [
        { label: '条件 1', when: { field: 'form1_2', op: 'eq', value: 'long' }, nodes: [] },
        { label: '其他', nodes: [] },
      ],
    });
    const branches = screen.getByRole('list', { name: '“条件”的分支' });
    expect(within(branches).getByText('借用期限 等于 一周以上')).toBeTruthy();
    expect(within(branches).getByText('默认分支')).toBeTruthy();
  });

  it('deletes a node only once the deletion is confirmed', async () => {
    renderH5(<Editor />);
    fireEvent.click(screen.getByRole('button', { name: '删除“院系审批”' }));
    expect(await screen.findByText('确定删除“院系审批”吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('确定删除“院系审批”吗？')).toBeNull());
    expect(latest).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '删除“院系审批”' }));
    fireEvent.click(await screen.findByTestId('admin-confirm-ok'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '院系审批' })).toBeNull());
    expect(ids()).toEqual(['approval_1', 'cc_1']);
  });

  it('shows a problem from the check on the card of its node', () => {
    const problem: DesignProblem = { code: 'noApprover', node_id: 'approval_2', node_name: '院系审批', field_id: '', text: '“院系审批”找不到审批人：没有人担任岗位 dean' };
    renderH5(<Editor problems={[problem]} />);
    const card = screen.getByRole('button', { name: '院系审批' });
    const described = document.getElementById(card.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(problem.text);
    expect(within(card.closest('li')!).getByText(problem.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: '导师审批' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves a node down, and the tree reads in the new order', () => {
    renderH5(<Editor />);
    expect(cardNames()).toEqual(['导师审批', '院系审批', '抄送办公室']);
    fireEvent.click(screen.getByRole('button', { name: '下移“导师审批”' }));
    expect(ids()).toEqual(['approval_2', 'approval_1', 'cc_1']);
    expect(cardNames()).toEqual(['院系审批', '导师审批', '抄送办公室']);
    expect((screen.getByRole('button', { name: '上移“院系审批”' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
