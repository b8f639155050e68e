/**
 * The fill-in mission page through the real request wrapper: the mission and its period; 免填 fills the form from the
 * last period; the one validator stops an incomplete form; a submission keeps its request_key across retries and
 * shows 已提交 (marked late when it was), the mission read again; a refusal shows the server's words; a submission of
 * this period is changed while its window is open; a mission taking several offers another; the history opens a
 * period.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { FillMission } from '@contract/calls/fillins';
import { FillinRefusal } from '@contract/rules/fillin';
import { MissionPage } from '@/features/fillin/mission/mission-page';
import { pageServer } from '../support/page-server';
import { check, type, valueIn } from '../forms/support/fill';
import { renderH5 } from '../support/render';
import { at, mission, page, period, submission } from './fill-fixtures';

const site = pageServer();
const seen = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path);
const submits = () => seen(calls.submitFillin).map((r) => r.form);
const serve = (m: FillMission, history = page([{ id: 90, period: period(26), created: at('11-26 08:00'), late: false }])) => {
  site.server.ok(calls.getFillMission, m);
  site.server.ok(calls.getMyFillHistory, history);
};

it('shows the mission and its period, and fills the form from the last period on request', async () => {
  serve(mission());
  renderH5(<MissionPage params={{ id: '3' }} onMobile={false} />);
  expect(await screen.findByTestId('mission-name', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('每日健康打卡');
  const facts = screen.getByTestId('mission-facts');
  expect(facts.textContent).toContain('学生工作处');
  expect(within(facts).getByTestId('mission-period').textContent).toBe('每日 · 11月27日');
  expect(within(facts).getByTestId('mission-window').textContent).toBe('11-27 00:00 至 11-27 22:00');
  expect(screen.getByTestId('mission-status').textContent).toBe('待填报');
  expect(screen.queryByTestId('late-note')).toBeNull();
  expect(seen(calls.getFillMission)[0].query).toEqual({ id: '3' });

  fireEvent.click(screen.getByTestId('reuse-last'));
  expect(screen.getByTestId('reused').textContent).toBe('已填入11月26日的内容，请核对后提交。');
  expect(screen.queryByTestId('reuse-last')).toBeNull();
  await waitFor(() => expect(valueIn(/^体温/)).toBe('36.5'));
});

it('offers 沿用上次填报 with the period it comes from', async () => {
  serve(mission());
  renderH5(<MissionPage params={{ id: '3' }} onMobile />);
  expect((await screen.findByTestId('reuse-last', {}, { timeout: 5000 })).textContent).toBe('沿用上次填报（11月26日）');
});

it('stops an incomplete form before sending it', async () => {
  serve(mission({ last_values: '' }));
  renderH5(<MissionPage params={{ id: '3' }} onMobile={false} />);
  fireEvent.click(await screen.findByTestId('fill-submit', {}, { timeout: 5000 }));
  expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
  expect(screen.queryByTestId('reuse-last')).toBeNull();
  expect(submits()).toEqual([]);
});

it('submits once per attempt: a retry sends the same request_key, then 已提交 and the mission read again', async () => {
  serve(mission());
  renderH5(<MissionPage params={{ id: '3' }} onMobile={false} />);
  fireEvent.click(await screen.findByTestId('reuse-last', {}, { timeout: 5000 }));
  site.server.answer(calls.submitFillin.path, 'drop');
  fireEvent.click(screen.getByTestId('fill-submit'));
  expect((await screen.findByTestId('fill-refusal', {}, { timeout: 5000 })).textContent).toBe('数据请求失败，请重新进入页面或点击按钮');

  site.server.ok(calls.submitFillin, { id: 501, late: false });
  serve(mission({ status: 1, refusal: '本期已提交，可在下方修改。', mine: [{ id: 501, created: at('11-27 09:01'), updated: at('11-27 09:01'), late: false }] }));
  fireEvent.click(screen.getByTestId('fill-submit'));
  expect((await screen.findByTestId('fill-result', {}, { timeout: 5000 })).textContent).toContain('已提交');
  const [first, second] = submits();
  expect(second.request_key).toBe(first.request_key);
  expect(String(first.request_key)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(second).toEqual(expect.objectContaining({ mission_id: '3', period_num: '27' }));
  expect(JSON.parse(String(second.data))).toEqual({ form1_1: 36.5, form1_2: 'campus', form1_3: '' });
  expect(second.submission_id).toBeUndefined();

  // The page reads the mission again: its status and the reader's fill-in follow, the form goes.
  await waitFor(() => expect(screen.getByTestId('mission-status').textContent).toBe('已填报'));
  expect(screen.queryByTestId('fill-form')).toBeNull();
  expect(screen.getByTestId('mission-refusal').textContent).toBe('本期已提交，可在下方修改。');
  expect(within(screen.getByTestId('my-submissions')).getAllByTestId('my-submission')[0].textContent).toContain('提交于 11-27 09:01');
  // And the history again.
  await waitFor(() => expect(seen(calls.getMyFillHistory).length).toBe(2));
});

it('shows a refusal in the server’s words and keeps the form', async () => {
  serve(mission({ last_values: '' }));
  renderH5(<MissionPage params={{ id: '3' }} onMobile={false} />);
  await screen.findByTestId('fill-form', {}, { timeout: 5000 });
  await type(/^体温/, '36.8');
  await check('在校');
  site.server.answer(calls.submitFillin.path, { body: { e: FillinRefusal.CLOSED, m: '11月27日的填报已于 22:00 截止，不再接受补填', d: null } });
  fireEvent.click(screen.getByTestId('fill-submit'));
  const refusal = await screen.findByTestId('fill-refusal', {}, { timeout: 5000 });
  expect(refusal.textContent).toBe('11月27日的填报已于 22:00 截止，不再接受补填');
  expect(refusal.getAttribute('role') ?? refusal.getAttribute('aria-role')).toBe('alert');
  expect(screen.getByTestId('fill-form')).toBeTruthy();
});

it('says a submission now is late, and marks it so once in', async () => {
  serve(mission({ status: 3, late: true, late_policy: 'accept', server_time: at('11-27 23:10') }));
  renderH5(<MissionPage params={{ id: '3' }} onMobile />);
  expect((await screen.findByTestId('late-note', {}, { timeout: 5000 })).textContent).toBe('本期已截止，现在提交将记为逾期补填。');
  expect(screen.getByTestId('mission-status').textContent).toBe('逾期可补填');
  fireEvent.click(screen.getByTestId('reuse-last'));
  site.server.ok(calls.submitFillin, { id: 502, late: true });
  fireEvent.click(screen.getByTestId('fill-submit'));
  expect((await screen.findByTestId('fill-result', {}, { timeout: 5000 })).textContent).toContain('已提交，记为逾期补填');
});

it('changes this period’s fill-in while its window is open, saving it to the same submission', async () => {
  serve(mission({ status: 1, refusal: '本期已提交，可在下方修改。', mine: [{ id: 501, created: at('11-27 08:10'), updated: at('11-27 08:40'), late: false }] }));
  renderH5(<MissionPage params={{ id: '3' }} onMobile={false} />);
  const mine = await screen.findByTestId('my-submission', {}, { timeout: 5000 });
  expect(mine.textContent).toContain('第 1 份');
  expect(mine.textContent).toContain('提交于 11-27 08:10 · 修改于 11-27 08:40');
  expect(screen.queryByTestId('fill-form')).toBeNull();
  site.server.ok(calls.getFillSubmission, submission(501));
  fireEvent.click(within(mine).getByRole('button', { name: '修改 第 1 份' }));
  expect((await screen.findByTestId('fill-form', {}, { timeout: 5000 })).textContent).toContain('修改第 1 份');
  // Changing a fill-in offers no 免填.
  expect(screen.queryByTestId('reuse-last')).toBeNull();
  site.server.ok(calls.submitFillin, { id: 501, late: false });
  fireEvent.click(screen.getByTestId('fill-submit'));
  expect((await screen.findByTestId('fill-result', {}, { timeout: 5000 })).textContent).toContain('修改已保存');
  expect(submits()[0]).toEqual(expect.objectContaining({ submission_id: '501', mission_id: '3', period_num: '27' }));
  expect(JSON.parse(String(submits()[0].data))).toEqual(expect.objectContaining({ form1_1: 36.6, form1_2: 'campus' }));
});

it('shows a fill-in that can no longer change read-only', async () => {
  serve(mission({ status: 1, period: period(26), refusal: '11月26日的填报已截止', server_time: at('11-27 09:00'), mine: [{ id: 480, created: at('11-26 08:00'), updated: at('11-26 08:00'), late: false }] }));
  renderH5(<MissionPage params={{ id: '3', period: '26' }} onMobile={false} />);
  const mine = await screen.findByTestId('my-submission', {}, { timeout: 5000 });
  expect(seen(calls.getFillMission)[0].query).toEqual({ id: '3', period_num: '26' });
  site.server.ok(calls.getFillSubmission, submission(480, { period: period(26), editable: false }));
  fireEvent.click(within(mine).getByRole('button', { name: '查看 第 1 份' }));
  const view = await screen.findByTestId('submission-view', {}, { timeout: 5000 });
  expect(view.textContent).toContain('本期已截止，内容不可再修改。');
  expect(view.textContent).toContain('36.6');
  expect(screen.queryByTestId('fill-submit')).toBeNull();
});

it('offers another fill-in when the mission takes several a period', async () => {
  serve(mission({ is_multi: 1, status: 1, mine: [{ id: 501, created: at('11-27 08:10'), updated: at('11-27 08:10'), late: false }] }));
  renderH5(<MissionPage params={{ id: '3' }} onMobile />);
  expect((await screen.findByTestId('mission-facts', {}, { timeout: 5000 })).textContent).toContain('本周期可提交多份');
  // The reader may submit: the form is open, and another is offered once it is put away.
  expect(screen.getByTestId('fill-form')).toBeTruthy();
  site.server.ok(calls.submitFillin, { id: 502, late: false });
  fireEvent.click(screen.getByTestId('reuse-last'));
  fireEvent.click(screen.getByTestId('fill-submit'));
  await screen.findByTestId('fill-result', {}, { timeout: 5000 });
  fireEvent.click(await screen.findByTestId('add-another'));
  expect(await screen.findByTestId('fill-form')).toBeTruthy();
  expect(screen.queryByTestId('fill-result')).toBeNull();
});

it('lists the history, each period opening its page', async () => {
  serve(
    mission(),
    page([
      { id: 91, period: period(27), created: at('11-27 07:50'), late: false },
      { id: 90, period: period(26), created: at('11-26 23:10'), late: true },
    ]),
  );
  renderH5(<MissionPage params={{ id: '3' }} onMobile={false} />);
  const items = await screen.findAllByTestId('history-item', {}, { timeout: 5000 });
  expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('11月27日'), expect.stringContaining('逾期')]);
  fireEvent.click(within(items[1]).getByRole('link', { name: '查看11月26日' }));
  expect(site.navigations()).toEqual([expect.stringMatching(/\/pages\/fillin\/(m_)?fill\/index\?id=3&period=26$/)]);
});

it('says so when the mission is not the reader’s, with the way back to 我的填报', async () => {
  site.server.answer(calls.getFillMission.path, { status: 404, body: { e: 404, m: '填报任务不存在', d: null } });
  renderH5(<MissionPage params={{ id: '99' }} onMobile={false} />);
  expect(await screen.findByText('填报任务不存在', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('该任务可能已结束，或不需要您填报。')).toBeTruthy();
  fireEvent.click(screen.getByTestId('fill-elsewhere'));
  expect(site.navigations()).toEqual([expect.stringMatching(/\/pages\/fillin\/(m_)?fill\/index$/)]);
});

it('says a mission outside the reader’s population is not theirs, as for a missing one', async () => {
  site.server.answer(calls.getFillMission.path, { status: 403, body: { e: FillinRefusal.NOT_IN_POPULATION, m: '您不在该填报任务的填报范围内', d: null } });
  renderH5(<MissionPage params={{ id: '5' }} onMobile />);
  expect(await screen.findByText('填报任务不存在', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.queryByText('加载失败')).toBeNull();
});
