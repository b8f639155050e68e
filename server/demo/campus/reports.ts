/**
 * The demo campus's data center: reports over the demo services' applications (their departments, statuses, periods,
 * choice fields and amounts), the efficiency of every service, and the daily health check-in's submission rate. The
 * first dimension and measure of each are its defaults. Who reads them: the administrator and the demo staff member
 * (the whole campus), and the vice dean of 计算机科学与技术学院 (her college only).
 */
import type { ReportChart, ReportSource } from '../../../contract/calls/reports';
import { demoAccounts } from './accounts';

export interface DemoReport {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  source: ReportSource;
  /** The service it reads, by Chinese name; null for every service. */
  service: string | null;
  dimensions: string[];
  measures: string[];
  chart: ReportChart;
  range_days: number;
}

export const demoReports: DemoReport[] = [
  {
    name: '各学院请假申请统计',
    name_en: 'Leave applications by school',
    description: '近一年学生请假申请按学院统计，可切换为按月、按周、按请假类型查看，或统计请假天数。点击学院可查看该学院每日申请情况。',
    description_en: "Students' leave applications over the past year by school; switch to months, weeks or types of leave, or count the days of leave. Click a school to see its applications day by day.",
    source: 'applications',
    service: '学生请假申请',
    dimensions: ['department', 'period:month', 'period:week', 'period:day', 'status', 'field:form1_1', 'field:form1_4'],
    measures: ['count', 'sum:form1_3', 'avg:form1_3'],
    chart: 'bar',
    range_days: 365,
  },
  {
    name: '请假类型分布',
    name_en: 'Types of leave',
    description: '近一年学生请假申请中事假、病假、公假等各类型的占比。',
    description_en: 'How leave applications over the past year divide into personal, sick, official and other leave.',
    source: 'applications',
    service: '学生请假申请',
    dimensions: ['field:form1_1', 'department', 'status', 'period:month'],
    measures: ['count', 'sum:form1_3'],
    chart: 'pie',
    range_days: 365,
  },
  {
    name: '每日申请趋势',
    name_en: 'Applications day by day',
    description: '近 30 天全校各项服务每天提交的申请数，可按周、按月、按服务事项或按学院查看。',
    description_en: 'Applications to every service, each day of the last 30 days; also by week, month, service or department.',
    source: 'applications',
    service: null,
    dimensions: ['period:day', 'period:week', 'period:month', 'service', 'department', 'status'],
    measures: ['count'],
    chart: 'line',
    range_days: 30,
  },
  {
    name: '服务办理效率',
    name_en: 'Service handling time',
    description: '近一年已办结（通过或终止）的申请从提交到办结的平均时长与 90% 分位时长，按服务事项或办理部门统计。',
    description_en: 'Average and 90th-percentile time from submission to decision of the applications decided in the past year, by service or handling office.',
    source: 'efficiency',
    service: null,
    dimensions: ['service', 'department', 'period:month', 'period:week', 'period:day'],
    measures: ['avg_hours', 'p90_hours', 'count'],
    chart: 'bar',
    range_days: 365,
  },
  {
    name: '差旅费报销金额统计',
    name_en: 'Travel expense claims by department',
    description: '近一年差旅费报销申请的报销总额，按部门或按月统计，也可查看平均每单金额。',
    description_en: 'The amounts claimed for travel over the past year, by department or month, or the average claim.',
    source: 'applications',
    service: '差旅费报销',
    dimensions: ['department', 'period:month', 'status', 'period:day'],
    measures: ['sum:form1_7', 'avg:form1_7', 'count'],
    chart: 'bar',
    range_days: 365,
  },
  {
    name: '宿舍报修故障类型',
    name_en: 'Residence hall repairs by problem',
    description: '近一年宿舍报修按故障类型统计（一单多选时分别计入），也可按宿舍楼或学院查看。',
    description_en: 'Residence hall repair requests over the past year by problem (a request naming several counts under each), or by hall or school.',
    source: 'applications',
    service: '宿舍报修',
    dimensions: ['field:form1_3', 'field:form1_1', 'department', 'period:month'],
    measures: ['count'],
    chart: 'pie',
    range_days: 365,
  },
  {
    name: '健康打卡提交率',
    name_en: 'Health check-in submission rate',
    description: '近两周每日健康打卡的提交率，按学院或按日统计。',
    description_en: 'How many of those due filled in the daily health check-in over the last two weeks, by school or by day.',
    source: 'fillins',
    service: '每日健康打卡',
    dimensions: ['department', 'period'],
    measures: ['rate', 'count'],
    chart: 'bar',
    range_days: 14,
  },
];

/** A college's report administrator: the vice dean of 计算机科学与技术学院 sees her college's data only. */
export const collegeReportAdmin = { account: demoAccounts.viceDean, department: 'CS' };
