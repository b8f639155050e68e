/**
 * Starting an application for someone who granted the user (spec §6, §7 agent params) on both targets: offered when
 * a grant covers the service (all services, or this one by name); the person chosen rides on the start as agent_uid
 * and agent_name; 本人 clears them, and so does leaving the page.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { FormSchema } from '@contract/forms';
import { StartFlow } from '@/features/matters/start/start-flow';
import { useAgent } from '@/stores/agent';
import { appDetail } from '../matters/matter-fixtures';
import { appRequestServer } from '../support/app-request-server';
import { renderH5 } from '../support/render';
import { grantedUser, signInAs } from './identity-support';

const app = appRequestServer();

const schema: FormSchema = { form_no: 1, fields: [{ id: 'form1_1', type: 'Input', label: '请假事由' }] };

function serve() {
  app.server.ok(calls.getAppDetail, appDetail());
  app.server.ok(calls.getAppForm, { app_id: 1, version: 1, schema, prefill: {} });
  app.server.ok(calls.getDraft, null);
  app.server.ok(calls.previewRoute, { nodes: [], finish_at: '' });
  app.server.ok(calls.startMatter, { inst_id: '301' });
}

beforeEach(() => {
  signInAs();
  useAgent.setState({ agent: null, examDepartId: null });
});

const starts = () => app.server.seen.filter((r) => r.path === calls.startMatter.path).map((r) => r.form);

async function submit() {
  // Submit stays off while the route preview loads (spec §4 working state).
  const confirm = await waitFor(() => {
    fireEvent.click(screen.getByTestId('submit-application'));
    return screen.getByTestId('submit-confirm');
  });
  await act(async () => fireEvent.click(confirm));
  await screen.findByTestId('start-success');
}

it('starts for the granting person chosen, with the agent params on the start', async () => {
  serve();
  app.server.ok(calls.getGrantMeLists, [grantedUser(), grantedUser({ uid: 'T0030', name: '赵敏', number: 'T0030', app_names: ['校园卡挂失'] })]);
  renderH5(<StartFlow id={1} onMobile={false} />);
  fireEvent.click(await screen.findByRole('button', { name: '代他人申请' }));
  // 赵敏's grant does not cover 学生请假申请; 李振华's covers every service, so he is the one offered and chosen.
  expect(screen.queryByRole('button', { name: '赵敏（T0030）' })).toBeNull();
  expect(screen.getByRole('button', { name: '李振华（T0009）' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('act-for-note').textContent).toBe('将以 李振华 的名义提交');
  await submit();
  expect(starts()).toEqual([expect.objectContaining({ app_id: '1', agent_uid: 'T0009', agent_name: '李振华' })]);
});

it('starts as the user themself after 本人', async () => {
  serve();
  app.server.ok(calls.getGrantMeLists, [grantedUser({ app_names: ['学生请假申请'] }), grantedUser({ uid: 'T0030', name: '赵敏', number: 'T0030' })]);
  renderH5(<StartFlow id={1} onMobile />);
  fireEvent.click(await screen.findByRole('button', { name: '代他人申请' }));
  // Two people: the user picks one.
  expect(useAgent.getState().agent).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '赵敏（T0030）' }));
  expect(useAgent.getState().agent).toEqual({ agent_uid: 'T0030', agent_name: '赵敏' });
  fireEvent.click(screen.getByRole('button', { name: '本人' }));
  expect(useAgent.getState().agent).toBeNull();
  await submit();
  expect(starts()[0]).not.toHaveProperty('agent_uid');

});

it('clears the choice when the page is left', async () => {
  serve();
  app.server.ok(calls.getGrantMeLists, [grantedUser()]);
  const { unmount } = renderH5(<StartFlow id={1} onMobile={false} />);
  fireEvent.click(await screen.findByRole('button', { name: '代他人申请' }));
  expect(useAgent.getState().agent?.agent_uid).toBe('T0009');
  unmount();
  expect(useAgent.getState().agent).toBeNull();
});

it('offers no choice when no grant covers the service', async () => {
  serve();
  app.server.ok(calls.getGrantMeLists, [grantedUser({ app_names: ['校园卡挂失'] })]);
  renderH5(<StartFlow id={1} onMobile={false} />);
  await screen.findByTestId('submit-application');
  await waitFor(() => expect(app.server.seen.some((r) => r.path === calls.getGrantMeLists.path)).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('act-for')).toBeNull();
});
