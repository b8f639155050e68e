/**
 * Who took a step, naming whoever acted for them under a grant (spec §6; getMatterDetail steps' agent_name): the
 * history reads 王晓燕 代 李振华, in English "王晓燕 for 李振华"; a step taken in person names the person only.
 */
import { screen, within } from '@testing-library/react';
import type { MatterStep } from '@/features/matters/rules/examine';
import { HistoryTimeline } from '@/features/matters/examine/history-timeline';
import { renderH5 } from '../support/render';

const steps: MatterStep[] = [
  { node_id: 'start', node_name: '发起申请', action: 'start', actor_name: '李振华', agent_name: '王晓燕', opinion: '', created: '2026-11-20 09:30:00' },
  { node_id: 'dept_head', node_name: '院系负责人审批', action: 'approve', actor_name: '石馨', agent_name: '', opinion: '同意', created: '2026-11-21 10:00:00' },
  { node_id: 'cc', node_name: '抄送', action: 'cc', actor_name: '', agent_name: '', opinion: '', created: '2026-11-21 10:00:01' },
];

it('names the person who acted under a grant: 王晓燕 代 李振华', () => {
  renderH5(<HistoryTimeline steps={steps} />);
  const items = within(screen.getByTestId('examine-history')).getAllByRole('listitem');
  expect(items[0].textContent).toContain('王晓燕 代 李振华 · 2026-11-20 09:30');
  expect(items[1].textContent).toContain('石馨 · 2026-11-21 10:00');
  expect(items[1].textContent).not.toContain('代');
});

it('reads in English', () => {
  renderH5(<HistoryTimeline steps={steps} />, 'en');
  expect(within(screen.getByTestId('examine-history')).getAllByRole('listitem')[0].textContent).toContain('王晓燕 for 李振华');
});
