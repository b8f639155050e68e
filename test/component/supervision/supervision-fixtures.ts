/** Answers of the supervision calls, shaped as their result schemas say (the page server checks them). */
import type { DepartService, Figures, MonitoredApplication, MonitoredNode, ServiceSurvey } from '@contract/calls/supervision';

export const figures = (over: Partial<Figures> = {}): Figures => ({ started: 120, in_progress: 14, finished: 98, completed: 90, avg_seconds: 5400, p90_seconds: 86_400 * 2.26, overdue: 3, ratings: 42, stars: 4.6, ...over });

export function survey(from: string, to: string, over: Partial<ServiceSurvey> = {}): ServiceSurvey {
  return {
    from,
    to,
    services_online: 1_234_567,
    total: figures(),
    trend: [
      { day: from, started: 4, finished: 2 },
      { day: to, started: 9, finished: 5 },
    ],
    services: Array.from({ length: 12 }, (_, i) => ({ app_id: i + 1, name: `服务 ${i + 1}`, department: i % 2 ? '教务处' : '', ...figures({ started: 100 - i, finished: i ? 50 : 0 }) })),
    ...over,
  };
}

export function departments(from: string, to: string, withServices = false): DepartService {
  return {
    from,
    to,
    departments: [
      { department_id: 7, name: '教务处', rank: 1, services: 4, ...figures() },
      { department_id: 9, name: '后勤保障处', rank: 2, services: 2, ...figures({ finished: 20 }) },
    ],
    services: withServices ? [{ app_id: 3, name: '在校证明开具', department: '教务处', ...figures({ started: 30 }) }] : [],
  };
}

export const node = (over: Partial<MonitoredNode> = {}): MonitoredNode => ({ app_id: 3, app_name: '在校证明开具', node_id: 'registry', node_name: '教务处审核', running: 5, longest_seconds: 86_400 * 4, ...over });

export const running = (id: string, over: Partial<MonitoredApplication> = {}): MonitoredApplication => ({
  inst_id: id,
  app_name: '在校证明开具',
  title: `在校证明开具申请 ${id}`,
  applicant_name: '王思远',
  created: '2026-11-20 09:30:00',
  stuck: true,
  tasks: [{ task_id: `t${id}`, node_id: 'registry', node_name: '教务处审核', holder_uid: 'T0001', holder_name: '陈立华', kind: 'approve', since: '2026-11-20 09:30:00', waiting_seconds: 86_400 * 3, overdue: true }],
  ...over,
});
