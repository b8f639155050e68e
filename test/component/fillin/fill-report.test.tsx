/**
 * 填报统计 through the real request wrapper: someone without tb-report is told so (and nothing is asked), as is one
 * the server refuses; the missions with their rates open a mission's period: its figures, rates by department and
 * class, field summaries; another period or a class narrows what is asked; who is missing is reminded in one click
 * after a confirmation (a repeat refused in the server's words); the submissions open read-only.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { Permit } from '@contract/rules/permissions';
import { FillReport } from '@/features/fillin/report/fill-report';
import { signIn } from '../frame/frame-state';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { at, missingPerson, missionSummary, page, period, stats, submission } from './fill-fixtures';

const site = pageServer();
const asked = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path).map((r) => (r.method === 'POST' ? r.form : r.query));
const counsellor = () => act(() => signIn('T0103', { permits: [Permit.tbReport] }));

function serveStats() {
  site.server.ok(calls.getFillStats, stats());
  site.server.ok(calls.getFillMissing, page([missingPerson('2023010205', '李浩然', { reminded_at: at('11-27 08:00') })], 1));
  site.server.ok(calls.getFillSubmissions, page([{ id: 501, uid: 'u1', name: '王思远', number: '2023010101', department: '计算机科学与技术学院', class_name: '计科2301', created: at('11-27 08:10'), late: false }]));
}

it('tells someone without the permit, and asks the server nothing', async () => {
  act(() => signIn('2023010101'));
  renderH5(<FillReport params={{}} onMobile={false} />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('填报统计');
  expect(screen.getByTestId('fill-no-permit').textContent).toContain('没有查看权限');
  expect(asked(calls.getFillMissions)).toEqual([]);
});

it('tells so when the server refuses the calls for want of the permit', async () => {
  counsellor();
  site.server.answer(calls.getFillMissions.path, { status: 403, body: { e: 403, m: '没有权限', d: null } });
  renderH5(<FillReport params={{}} onMobile />);
  expect(await screen.findByTestId('fill-no-permit', {}, { timeout: 5000 })).toBeTruthy();
});

it('lists the missions with their current period’s rate, each opening its figures', async () => {
  counsellor();
  site.server.ok(calls.getFillMissions, page([missionSummary(3), missionSummary(4, { name: '实验室安全周检', period_kind: 'weekly', period: period(48, { label: '第48周' }), population: 20, submitted: 20, rate: 1 })]));
  renderH5(<FillReport params={{}} onMobile={false} />);
  const cards = await screen.findAllByTestId('mission-card', {}, { timeout: 5000 });
  expect(within(cards[0]).getByTestId('mission-rate').textContent).toBe('填报率 92.3%');
  expect(cards[0].textContent).toContain('已填 12 / 应填 13');
  expect(cards[0].textContent).toContain('当前周期：11月27日');
  expect(within(cards[1]).getByTestId('mission-rate').textContent).toBe('填报率 100%');
  expect(screen.getByTestId('missions-total').textContent).toBe('共 2 个任务');

  site.server.ok(calls.getFillMissions, page([]));
  fireEvent.input(screen.getByTestId('mission-keyword').querySelector('input') ?? screen.getByTestId('mission-keyword'), { target: { value: '体检' } });
  fireEvent.click(screen.getByTestId('mission-search'));
  expect(await screen.findByText('没有找到相关的填报任务')).toBeTruthy();
  expect(asked(calls.getFillMissions).at(-1)).toEqual(expect.objectContaining({ keyword: '体检' }));
});

it('shows a period’s figures, rates by department and class, and each field’s summary', async () => {
  counsellor();
  serveStats();
  renderH5(<FillReport params={{ id: '3' }} onMobile={false} />);
  expect(await screen.findByTestId('stats-mission', {}, { timeout: 5000 })).toBeTruthy();
  const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;
  expect([total('population'), total('submitted'), total('missing'), total('late'), total('rate')]).toEqual(['13应填人数', '12已填报', '1未填报', '1逾期提交', '92.3%填报率']);
  expect(screen.getAllByTestId('by-department-row')[0].textContent).toContain('计算机科学与技术学院');
  const classes = screen.getAllByTestId('by-class-row');
  expect(classes.map((r) => within(r).getByTestId('by-class-rate').textContent)).toEqual(['100%', '80%']);
  const fields = screen.getAllByTestId('field-summary');
  expect(fields[0].textContent).toContain('合计438.6');
  expect(fields[0].textContent).toContain('平均36.55');
  expect(fields[1].textContent).toContain('在校');
  expect(fields[1].textContent).toContain('9 份 · 75%');
  expect(asked(calls.getFillStats)).toEqual([{ mission_id: '3' }]);

  // Another period is asked for by its number.
  const picker = within(screen.getByTestId('period-picker'));
  if (TARGET === 'h5') {
    fireEvent.change(picker.getByRole('combobox'), { target: { value: '26' } });
    await waitFor(() => expect(asked(calls.getFillStats).at(-1)).toEqual({ mission_id: '3', period_num: '26' }));
  }
});

it('narrows to a class: who is missing there, reminded in one click after a confirmation', async () => {
  counsellor();
  serveStats();
  renderH5(<FillReport params={{ id: '3' }} onMobile={false} />);
  const classes = await screen.findAllByTestId('by-class-row', {}, { timeout: 5000 });
  fireEvent.click(within(classes[1]).getByRole('button', { name: '只看计科2302' }));
  expect(screen.getByTestId('fill-scope').textContent).toContain('计算机科学与技术学院 · 计科2302');
  // The class's own figures.
  await waitFor(() => expect(screen.getByTestId('total-rate').textContent).toBe('80%填报率'));

  fireEvent.click(screen.getByRole('tab', { name: '未填名单' }));
  const person = await screen.findByTestId('missing-person', {}, { timeout: 5000 });
  expect(person.textContent).toContain('李浩然');
  expect(person.textContent).toContain('已提醒 11-27 08:00');
  expect(asked(calls.getFillMissing).at(-1)).toEqual(expect.objectContaining({ mission_id: '3', period_num: '27', department_id: '7', class_name: '计科2302' }));
  expect(screen.getByTestId('missing-total').textContent).toBe('未填报 1 人');

  fireEvent.click(screen.getByTestId('remind-all'));
  const dialog = await screen.findByTestId('remind-dialog');
  expect(dialog.textContent).toContain('将通过消息提醒 1 位尚未填报11月27日的人（计科2302）');
  expect(dialog.textContent).toContain('10 分钟内只能提醒一次');
  expect(asked(calls.remindFillMissing)).toEqual([]);
  site.server.ok(calls.remindFillMissing, { reminded: 1 });
  fireEvent.click(within(dialog).getByTestId('remind-dialog-confirm'));
  expect((await screen.findByTestId('reminded', {}, { timeout: 5000 })).textContent).toBe('已提醒 1 人');
  expect(asked(calls.remindFillMissing)).toEqual([expect.objectContaining({ mission_id: '3', period_num: '27', department_id: '7', class_name: '计科2302' })]);

  // Again within the interval: the server's words.
  site.server.answer(calls.remindFillMissing.path, { body: { e: 409, m: '10 分钟内已提醒过这些人，请稍后再试', d: null } });
  fireEvent.click(screen.getByTestId('remind-all'));
  fireEvent.click(within(await screen.findByTestId('remind-dialog')).getByTestId('remind-dialog-confirm'));
  expect((await screen.findByTestId('remind-refused', {}, { timeout: 5000 })).textContent).toBe('10 分钟内已提醒过这些人，请稍后再试');

  fireEvent.click(screen.getByTestId('clear-scope'));
  expect(screen.getByTestId('fill-scope').textContent).toContain('全部');
});

it('lists the submissions, one opening read-only with its form', async () => {
  counsellor();
  serveStats();
  renderH5(<FillReport params={{ id: '3' }} onMobile />);
  fireEvent.click(await screen.findByRole('tab', { name: '填报记录' }, { timeout: 5000 }));
  const row = await screen.findByTestId('submission-row', {}, { timeout: 5000 });
  expect(row.textContent).toContain('王思远');
  expect(row.textContent).toContain('提交于 11-27 08:10');
  site.server.ok(calls.getFillSubmission, submission(501));
  fireEvent.click(within(row).getByTestId('submission-open'));
  const dialog = await screen.findByTestId('submission-dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(dialog.textContent).toContain('36.6'));
  expect(within(dialog).queryByTestId('fill-submit')).toBeNull();
  expect(screen.getByTestId('fill-export').textContent).toBe('导出 Excel');
});
