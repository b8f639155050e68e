/**
 * The start page through the real request wrapper: the draft is resumed as the page opens, profile values arrive with
 * their source, the route shows each step's people and the likely finish, a service that cannot be started here says
 * why, and a double click on submit (or a retry after a lost answer) starts one application.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { FormSchema } from '@contract/forms';
import { StartFlow } from '@/features/matters/start/start-flow';
import { useSession } from '@/stores/session';
import { valueIn } from '../forms/support/fill';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5 } from '../support/render';
import { appDetail } from './matter-fixtures';

const site = pageServer();

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '姓名', required: true, prefill: 'name' },
    { id: 'form1_2', type: 'MultiInput', label: '请假事由', required: true },
  ],
};

const route = {
  nodes: [
    { node_id: 'dept_head', node_name: '院系负责人审批', kind: 'approval' as const, mode: 'sequential', approvers: [{ uid: 'T0003', name: '石馨' }], expected_at: '2026-11-24 10:00:00' },
    { node_id: 'dean', node_name: '院长审批', kind: 'approval' as const, mode: 'any', approvers: [{ uid: 'T0013', name: '苏若丹' }], expected_at: '2026-11-25 11:00:00' },
  ],
  finish_at: '2026-11-25 11:00:00',
};

function serve(draft: { version: number; values: Record<string, unknown>; saved: string } | null = null) {
  site.server.ok(calls.getAppDetail, appDetail());
  site.server.ok(calls.getAppForm, { app_id: 1, version: 1, schema, prefill: { form1_1: { value: '王思远', source: 'name', label: '来自个人信息：姓名' } } });
  site.server.ok(calls.getDraft, draft);
  site.server.ok(calls.previewRoute, route);
}

const starts = () => site.server.seen.filter((r) => r.path === calls.startMatter.path);

beforeEach(() => {
  act(() => useSession.setState({ status: 'signed-in', user: userInfo({ uid: '2023010101', name: '王思远', identity_type: 'student' }) }));
});

it('resumes the draft as the page opens, with the profile values and their source, and saves it again', async () => {
  serve({ version: 1, values: { form1_2: '回家探亲，已与辅导员沟通' }, saved: '2026-11-22 20:15:00' });
  site.server.ok(calls.saveDraft, { saved: '2026-11-23 08:00:00' });
  renderH5(<StartFlow id={1} onMobile={false} />);
  expect(await screen.findByTestId('draft-resumed', {})).toBeTruthy();
  expect(screen.getByText('已恢复您 2026-11-22 20:15 保存的草稿')).toBeTruthy();
  // The mini-program's text boxes are drawn a frame after their fields.
  await waitFor(() => expect(valueIn('请假事由')).toBe('回家探亲，已与辅导员沟通'));
  await waitFor(() => expect(valueIn(/^姓名/)).toBe('王思远'));
  expect(screen.getByText('来自个人信息：姓名')).toBeTruthy();

  // The actions wait for the route (spec §4: the process is working until then).
  await screen.findByTestId('route-finish');
  fireEvent.click(screen.getByTestId('save-draft'));
  await waitFor(() => expect(site.server.seen.find((r) => r.path === calls.saveDraft.path)?.form).toEqual(expect.objectContaining({ app_id: '1' })));
  const saved = site.server.seen.find((r) => r.path === calls.saveDraft.path)?.form.values as string;
  expect(JSON.parse(saved)).toEqual({ form1_1: '王思远', form1_2: '回家探亲，已与辅导员沟通' });
});

it('shows the route with each step’s people and the likely finish', async () => {
  serve();
  renderH5(<StartFlow id={1} onMobile />);
  const preview = await screen.findByTestId('route-preview', {});
  await waitFor(() => expect(within(preview).getAllByTestId('route-approvers').map((e) => e.textContent)).toEqual(['石馨', '苏若丹']));
  expect(within(preview).getByTestId('route-finish').textContent).toBe('2026-11-25 11:00');
  expect(JSON.parse(site.server.seen.find((r) => r.path === calls.previewRoute.path)?.form.values as string)).toEqual({ form1_1: '王思远' });
  expect(site.server.seen.find((r) => r.path === calls.previewRoute.path)?.form.terminal).toBe('mobile');
});

it('says why a service cannot be started here', async () => {
  serve();
  site.server.ok(calls.getAppDetail, appDetail({ can_start: 0, start_problem: '请前往pc端发起', mobile_limit: 1 }));
  renderH5(<StartFlow id={1} onMobile />);
  expect((await screen.findByTestId('start-problem', {})).textContent).toBe('请前往pc端发起');
  expect(screen.queryByTestId('submit-application')).toBeNull();
});

it('starts one application for a double click, and names the same attempt again after a lost answer', async () => {
  serve({ version: 1, values: { form1_2: '回家探亲' }, saved: '2026-11-22 20:15:00' });
  renderH5(<StartFlow id={1} onMobile={false} />);
  await screen.findByTestId('draft-resumed', {});
  await screen.findByTestId('route-finish');

  // The answer is lost on the way: nothing shows as started, and the user tries again.
  site.server.answer(calls.startMatter.path, 'drop');
  fireEvent.click(screen.getByTestId('submit-application'));
  fireEvent.click(await screen.findByTestId('submit-confirm'));
  await waitFor(() => expect(starts()).toHaveLength(1));
  await waitFor(() => expect(screen.queryByTestId('submit-confirm')).toBeNull());

  site.server.ok(calls.startMatter, { inst_id: '301' }, 200);
  fireEvent.click(screen.getByTestId('submit-application'));
  const confirm = await screen.findByTestId('submit-confirm');
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(await screen.findByTestId('start-success', {})).toBeTruthy();
  expect(starts()).toHaveLength(2);
  const [lost, retried] = starts().map((r) => r.form);
  expect(retried.start_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(retried.start_key).toBe(lost.start_key);
  expect(JSON.parse(retried.values as string)).toEqual({ form1_1: '王思远', form1_2: '回家探亲' });
  expect(screen.getByText('预计办结时间：2026-11-25 11:00')).toBeTruthy();
});
