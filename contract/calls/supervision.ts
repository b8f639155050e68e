/**
 * Efficiency supervision (效能督查, spec §2, §6): how fast each service and department handles applications (service
 * overview: ServiceSituation.webAll; department services: DepartService.webAll), and process monitoring (service-count):
 * the applications in progress, where they wait and on whom, with the supervisor's interventions (remind the holder,
 * reassign the task, terminate with a reason), each kept in the application's history and the audit log. A holder of
 * a permit granted for some departments sees the services those offices handle only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { STUCK_DAYS_DEFAULT } from '../rules/supervision';
import { Id, Int, ObjectId, OneOf, PageOf, Paging, Payload } from '../schemas';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a campus date, YYYY-MM-DD' });

/** The period figures are taken over (campus days, both included); the last 30 days when absent, at most 366. */
export const FigurePeriod = { from: Type.Optional(Day), to: Type.Optional(Day) };

/** Figures of a set of applications over a period (a service's, a department's or all of them). */
export const Figures = Type.Object({
  started: Type.Integer({ description: 'applications made in the period' }),
  in_progress: Type.Integer({ description: 'of those, still in progress' }),
  finished: Type.Integer({ description: 'applications that ended in the period (completed, terminated or withdrawn)' }),
  completed: Type.Integer({ description: 'of those, completed (approved)' }),
  avg_seconds: Type.Number({ description: 'average handling time of those that ended, made to ended, in campus working time (seconds)' }),
  p90_seconds: Type.Number({ description: '90th percentile of the same, to within 5%' }),
  overdue: Type.Integer({ description: 'of those that ended, how many passed a node’s SLA on the way' }),
  ratings: Type.Integer({ description: 'star ratings applicants gave in the period (services with star ratings)' }),
  stars: Type.Number({ description: 'their average, to one decimal; 0 with none' }),
});
export type Figures = Static<typeof Figures>;

export const ServiceFigures = Type.Object({ app_id: Type.Integer(), name: Type.String(), department: Type.String(), ...Figures.properties });
export type ServiceFigures = Static<typeof ServiceFigures>;

export const DepartmentFigures = Type.Object({ department_id: Type.Integer(), name: Type.String(), rank: Type.Integer(), services: Type.Integer(), ...Figures.properties });
export type DepartmentFigures = Static<typeof DepartmentFigures>;

export const ServiceSurvey = Type.Object({
  from: Day,
  to: Day,
  services_online: Type.Integer({ description: 'published services within the caller’s scope' }),
  total: Figures,
  trend: Type.Array(Type.Object({ day: Day, started: Type.Integer(), finished: Type.Integer() })),
  services: Type.Array(ServiceFigures),
});
export type ServiceSurvey = Static<typeof ServiceSurvey>;

export const DepartService = Type.Object({
  from: Day,
  to: Day,
  /** The departments ranked by applications finished, then by average handling time (fastest first). */
  departments: Type.Array(DepartmentFigures),
  /** The services of the department asked for (department_id), else empty. */
  services: Type.Array(ServiceFigures),
});
export type DepartService = Static<typeof DepartService>;

export const MonitoredNode = Type.Object({
  app_id: Type.Integer(),
  app_name: Type.String(),
  node_id: Type.String(),
  node_name: Type.String(),
  running: Type.Integer({ description: 'applications waiting at the node' }),
  longest_seconds: Type.Number({ description: 'the longest wait there, in campus working time' }),
});
export type MonitoredNode = Static<typeof MonitoredNode>;

export const MonitoredTask = Type.Object({
  task_id: Type.String(),
  node_id: Type.String(),
  node_name: Type.String(),
  holder_uid: Type.String(),
  holder_name: Type.String(),
  kind: OneOf(['approve', 'resubmit'] as const, 'an approver’s task, or the applicant’s to resubmit'),
  since: Type.String(),
  waiting_seconds: Type.Number({ description: 'campus working time since the task opened' }),
  overdue: Type.Boolean({ description: 'past its node’s SLA' }),
});

export const MonitoredApplication = Type.Object({
  inst_id: Type.String(),
  app_name: Type.String(),
  title: Type.String(),
  applicant_name: Type.String(),
  created: Type.String(),
  stuck: Type.Boolean({ description: 'no action for the stuck_days working days asked for' }),
  tasks: Type.Array(MonitoredTask),
});
export type MonitoredApplication = Static<typeof MonitoredApplication>;

const MonitoringFilter = {
  app_id: Type.Optional(Id()),
  node_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  only: Type.Optional(OneOf(['stuck', 'overdue'] as const, 'only the stuck ones, or only those past a node’s SLA')),
  stuck_days: Type.Optional(Int({ minimum: 1, maximum: 60, description: `working days without an action (default ${STUCK_DAYS_DEFAULT})` })),
};

const Reason = Type.String({ minLength: 1, maxLength: 500 });
const InterventionResult = Type.Object({ inst_id: Type.String(), status: OneOf([0, 1, 2, 4] as const) });

export const supervisionCalls = defineCalls('supervision', {
  getServiceSurvey: {
    method: 'GET',
    access: 'admin',
    permit: 'ServiceSituation.webAll',
    summary: 'Service overview (服务概览): services online and the period’s figures in all, by day and by service, within the caller’s scope.',
    payload: Payload(FigurePeriod),
    result: ServiceSurvey,
  },
  getDepartService: {
    method: 'GET',
    access: 'admin',
    permit: 'DepartService.webAll',
    summary: 'Department services (部门服务): the period’s figures of each department (the office handling the services), ranked, and of the services of one.',
    payload: Payload({ ...FigurePeriod, department_id: Type.Optional(Id()) }),
    result: DepartService,
  },
  exportServiceSurvey: {
    method: 'GET',
    access: 'admin',
    permit: 'ServiceSituation.webAll',
    summary: 'The service overview’s table (each service’s figures) as an .xlsx file (not enveloped on success).',
    payload: Payload(FigurePeriod),
    result: Type.Null(),
  },
  exportDepartService: {
    method: 'GET',
    access: 'admin',
    permit: 'DepartService.webAll',
    summary: 'The department ranking, or with department_id that department’s services, as an .xlsx file (not enveloped on success).',
    payload: Payload({ ...FigurePeriod, department_id: Type.Optional(Id()) }),
    result: Type.Null(),
  },
  getMonitoringNodes: {
    method: 'GET',
    access: 'admin',
    permit: 'service-count',
    summary: 'Process monitoring (流程监控): the applications in progress by service and node, with the longest wait at each.',
    payload: Payload({ app_id: Type.Optional(Id()) }),
    result: Type.Array(MonitoredNode),
  },
  getMonitoringList: {
    method: 'GET',
    access: 'admin',
    permit: 'service-count',
    summary: 'Process monitoring: the applications in progress, longest waiting first, with each open task, who holds it, for how long, and whether it is overdue or stuck.',
    payload: Payload({ ...Paging, ...MonitoringFilter }),
    result: PageOf(MonitoredApplication),
  },
  remindHolder: {
    method: 'POST',
    access: 'admin',
    permit: 'service-count',
    summary: 'Reminds the holders of an application’s open tasks at a node (催办), as a step of its history.',
    payload: Payload({ inst_id: ObjectId, node_id: Type.String({ minLength: 1, maxLength: 64 }) }),
    result: InterventionResult,
  },
  reassignTask: {
    method: 'POST',
    access: 'admin',
    permit: 'service-count',
    summary: 'Hands an open task to another person (改派), with the reason, as a step of its history.',
    payload: Payload({ task_id: ObjectId, to_uid: ObjectId, reason: Reason }),
    result: InterventionResult,
  },
  terminateSupervised: {
    method: 'POST',
    access: 'admin',
    permit: 'service-count',
    summary: 'Ends an application in progress for good, with the reason, as a step of its history.',
    payload: Payload({ inst_id: ObjectId, reason: Reason }),
    result: InterventionResult,
  },
});
