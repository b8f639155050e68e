/**
 * The service detail page: the guide, materials and the process outline with its branches labelled; the favourite
 * toggled in place; opening it counts as using the service; and a service that cannot be started here says why.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ServiceDetail } from '@/features/matters/detail/service-detail';
import { useSession } from '@/stores/session';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { appDetail } from './matter-fixtures';

const site = pageServer();

beforeAll(() => site.server.ok(calls.recentappssave, {}));
beforeEach(() => {
  act(() => useSession.setState({ status: 'signed-in', user: userInfo({ uid: '2023010101', name: '王思远', identity_type: 'student' }) }));
});

it('shows the guide, materials and the process with its branches, and starts on the page of this client', async () => {
  site.server.ok(calls.getAppDetail, appDetail());
  renderH5(<ServiceDetail id={1} onMobile />);
  expect(await screen.findByRole('heading', { level: 1, name: '学生请假申请' })).toBeTruthy();
  expect(screen.getByText('在校学生因病、因事需离校的，须提前在线提交请假申请。')).toBeTruthy();
  expect(screen.getByText('医院诊断证明')).toBeTruthy();
  const flow = screen.getByTestId('process-diagram');
  expect(within(flow).getByText('发起人所在部门负责人')).toBeTruthy();
  expect(within(flow).getByText('条件分支：按请假天数')).toBeTruthy();
  expect(within(flow).getByText('超过 3 天')).toBeTruthy();
  expect(within(flow).getByText('3 天及以内')).toBeTruthy();
  expect(within(flow).getByText('或签（一人同意即可）')).toBeTruthy();
  expect(site.server.seen.find((r) => r.path === calls.getAppDetail.path)?.query).toEqual(expect.objectContaining({ id: '1', terminal: 'mobile' }));
  await waitFor(() => expect(site.server.seen.find((r) => r.path === calls.recentappssave.path)?.form).toEqual(expect.objectContaining({ appId: '1' })));
  fireEvent.click(screen.getByTestId('start-button'));
  // Links land on the twin this client shows: the desktop page in a wide browser, always the mobile one in the mini-program.
  expect(site.navigations()).toEqual([TARGET === 'h5' ? '/pages/matter/start/index?id=1' : '/pages/matter/m_start/index?id=1']);
});

it('toggles the favourite in place', async () => {
  site.server.ok(calls.getAppDetail, appDetail());
  site.server.ok(calls.setFavouriteApp, { favourite: 1 });
  renderH5(<ServiceDetail id={1} onMobile={false} />);
  const toggle = await screen.findByTestId('favourite-toggle', {});
  expect(toggle.textContent).toContain('收藏');
  fireEvent.click(toggle);
  await waitFor(() => expect(screen.getByTestId('favourite-toggle').textContent).toContain('已收藏'));
  expect(site.server.seen.find((r) => r.path === calls.setFavouriteApp.path)?.form).toEqual(expect.objectContaining({ app_id: '1', favourite: '1' }));
});

it('says why it cannot be started here, with the start button off', async () => {
  site.server.ok(calls.getAppDetail, appDetail({ mobile_limit: 1, can_start: 0, start_problem: '请前往pc端发起', during_upper: '2026-12-31 23:59:59' }));
  renderH5(<ServiceDetail id={1} onMobile />);
  expect((await screen.findByTestId('start-problem', {})).textContent).toBe('请前往pc端发起');
  expect(screen.getByText('2026-12-31')).toBeTruthy();
  fireEvent.click(screen.getByTestId('start-button'));
  expect(site.navigations()).toEqual([]);
});

it('says a service that is not there is not there', async () => {
  site.server.answer(calls.getAppDetail.path, { status: 404, body: { e: 404, m: '服务不存在', d: null } });
  renderH5(<ServiceDetail id={2} onMobile={false} />);
  expect(await screen.findByRole('heading', { level: 1, name: '服务不存在' })).toBeTruthy();
  expect(site.server.seen.some((r) => r.path === calls.recentappssave.path && r.form.appId === '2')).toBe(false);
});
