/**
 * The service overview and department services through the real request wrapper, on both targets: the period's
 * figures as cards written by spec §9 (万, durations), the daily trend as two charts named in words, the services'
 * table a page at a time, presets asking again, a range the server would refuse not asked, a department opening its
 * services, and a refusal said in words. ECharts cannot draw in jsdom: on H5 a stand-in takes its options.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { campusToday, presetRange } from '@/features/report';
import { DepartService } from '@/features/supervision/depart/depart-service';
import { ServiceSurvey } from '@/features/supervision/survey/service-survey';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { departments, survey } from './supervision-fixtures';

jest.mock('@/features/report/chart/echarts-core', () => ({
  init: () => ({ setOption: () => undefined, on: () => undefined, resize: () => undefined, dispose: () => undefined }),
}));

const site = pageServer();
const last30 = presetRange('last30', campusToday());
const asked = (path: string) => site.server.seen.filter((r) => r.path === path).map((r) => r.query);

it('shows the period’s figures, the trend and each service, a page at a time', async () => {
  site.server.ok(calls.getServiceSurvey, survey(last30.from, last30.to));
  renderH5(<ServiceSurvey onMobile={TARGET !== 'h5'} />);
  await waitFor(() => expect(screen.getByTestId('supervision-card-online').textContent).toContain('123万'), { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('服务概览');
  expect(asked(calls.getServiceSurvey.path)[0]).toEqual(last30);
  expect(screen.getByTestId('supervision-card-avg').textContent).toContain('1.5小时');
  expect(screen.getByTestId('supervision-card-p90').textContent).toContain('2.3天');
  expect(screen.getByTestId('supervision-card-stars').textContent).toBe('4.6 星满意度 · 42 人评价');
  expect(screen.getByTestId('supervision-trend-started')).toBeTruthy();
  expect(screen.getByTestId('supervision-trend-finished')).toBeTruthy();
  const rows = () => screen.getAllByTestId('supervision-services-row');
  expect(rows()).toHaveLength(10);
  expect(rows()[0].textContent).toContain('服务 1');
  // A service with nothing finished has no handling time to show.
  expect(rows()[0].textContent).toContain('—');
  fireEvent.click(screen.getByTestId('supervision-services-next'));
  expect(rows()).toHaveLength(2);
  expect(rows()[1].textContent).toContain('服务 12');

  const last7 = presetRange('last7', campusToday());
  site.server.ok(calls.getServiceSurvey, survey(last7.from, last7.to));
  fireEvent.click(screen.getByTestId('supervision-preset-last7'));
  await waitFor(() => expect(asked(calls.getServiceSurvey.path).at(-1)).toEqual(last7));
});

it('tells a reader without the permit that the page is not open to them', async () => {
  site.server.answer(calls.getServiceSurvey.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
  renderH5(<ServiceSurvey onMobile={false} />);
  const refused = await screen.findByTestId('supervision-refused', {}, { timeout: 5000 });
  expect(refused.textContent).toContain('效能督查仅对有相应督查权限的人员开放');
  fireEvent.click(within(refused).getByRole('button', { name: '返回首页' }));
  expect(site.navigations()).toEqual([`/pages/site/${TARGET === 'h5' ? 'index' : 'm_indexs'}/index`]);
});

it('says so when the figures could not load, and loads them again on retry', async () => {
  site.server.answer(calls.getServiceSurvey.path, { status: 500, body: { e: 500, m: '服务暂时不可用', d: null } });
  renderH5(<ServiceSurvey onMobile />);
  expect(await screen.findByText('服务暂时不可用', {}, { timeout: 5000 })).toBeTruthy();
  site.server.ok(calls.getServiceSurvey, survey(last30.from, last30.to));
  fireEvent.click(screen.getByTestId('supervision-retry'));
  await waitFor(() => expect(screen.getAllByTestId('supervision-services-row')).toHaveLength(10));
});

it('ranks the departments and opens one’s services', async () => {
  site.server.ok(calls.getDepartService, departments(last30.from, last30.to));
  renderH5(<DepartService onMobile={false} />);
  await waitFor(() => expect(screen.getAllByTestId('supervision-departments-row')).toHaveLength(2), { timeout: 5000 });
  expect(screen.getAllByTestId('supervision-departments-row')[0].textContent).toContain('1教务处4');
  site.server.ok(calls.getDepartService, departments(last30.from, last30.to, true));
  fireEvent.click(screen.getAllByTestId('supervision-department')[0]);
  await waitFor(() => expect(screen.getAllByTestId('supervision-services-row')[0].textContent).toContain('在校证明开具'), { timeout: 5000 });
  expect(asked(calls.getDepartService.path).at(-1)).toEqual({ ...last30, department_id: '7' });
  expect(screen.getByText('教务处的服务')).toBeTruthy();
  fireEvent.click(screen.getByTestId('supervision-back'));
  await waitFor(() => expect(screen.getAllByTestId('supervision-departments-row')).toHaveLength(2));
});
