/** What the home page's calls answer, for its tests to vary (checked against the contract when served). */
import { calls } from '@contract/calls';
import type { AppCard } from '@contract/schemas';
import type { PageServer } from '../support/page-server';
import { at, fillReport } from '../fillin/fill-fixtures';
import { launched, page, todo } from '../matters/matter-fixtures';
import { notice } from '../notices/notice-fixtures';
import { appCard } from '../support/fixtures';

/** Every list of the home page filled, for a signed-in user. */
export function serveHome(server: PageServer['server'], hot: AppCard[] = [appCard({ id: 1, name: '学生请假申请' })]): void {
  server.ok(calls.cHomeGetBanners, []);
  server.ok(calls.searchWords, []);
  server.ok(calls.homehotapps, hot);
  server.ok(calls.getMyTodo, { ...page([todo('21', { flags: [5], inst_creator_name: '王思远' }), todo('22', { app_name: '在校证明开具', inst_creator_name: '李明' })]), page_size: 5 });
  server.ok(calls.myStarted, {
    ...page([
      launched('31', { status: 0, task_status: 1, task_id: '310' }),
      launched('32', { status: 2, app_name: '在校证明开具', finished: '2026-11-22 16:05:00', nodes: [] }),
    ]),
    page_size: 3,
  });
  server.ok(calls.fillreportmylist, {
    ...page([fillReport(3), fillReport(4, { app_name: '实验室安全周检', status: 1, period_kind: 'weekly', period_label: '第48周', closes_at: at('11-29 18:00'), submitted: 1 })]),
    page_size: 5,
  });
  server.ok(calls.getMyApps, [{ ...appCard({ id: 41, name: '宿舍报修' }), created: '2026-11-01 08:00:00' }]);
  server.ok(calls.siteLastApps, [appCard({ id: 51, name: '成绩查询', type: 4 })]);
  server.ok(calls.getNotice, { ...page([notice(61, { title: '关于寒假放假安排的通知', category_name: '通知公告', send_time: '2026-01-05 09:30:00' })]), page_size: 5 });
}

/** The calls of a signed-in user's own lists. */
export const MY_CALLS = [calls.getMyTodo, calls.myStarted, calls.fillreportmylist, calls.getMyApps, calls.siteLastApps, calls.getNotice];
