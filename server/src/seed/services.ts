/** Services of the demo campus: every type, folders with children, third-party links and mini-program jumps. */
import type { Insertable } from 'kysely';
import type { AppsTable } from '../db/tables/apps.table';

import type { FormSchema } from '../../../contract/forms/schema';
import type { ProcessDefinition } from '../workflow/definition';

/** Who a service is for (spec §1 audience tabs). */
export type Audience = 'student' | 'teacher' | 'visitor';

export interface DemoCategory {
  name: string;
  name_en: string;
}

export interface DemoMaterial {
  name: string;
  name_en: string;
  /** e.g. "原件1份" */
  note?: string;
  note_en?: string;
  required: boolean;
}

export interface DemoService {
  name: string;
  name_en?: string;
  type: 1 | 2 | 3 | 4 | 7 | 8;
  /** A category's Chinese name (see appCategories). */
  category: string;
  /** A department code (see ./people.ts). */
  department: string;
  audiences?: Audience[];
  hot?: boolean;
  /** Plain-text service guide shown on the detail page. */
  description?: string;
  description_en?: string;
  materials?: DemoMaterial[];
  /** Promised handling time in working days. */
  handling_days?: number;
  /** The form (version 1) and the process definition (version 1) of an application service (types 1, 2, 7, 8). */
  form?: FormSchema;
  process?: ProcessDefinition;
  fields?: Partial<Insertable<AppsTable>>;
  children?: DemoService[];
  /** A folder's HTML detail. */
  desc?: string;
  desc_en?: string;
}

const s = (name: string, type: DemoService['type'], category: string, department: string, extra: Partial<DemoService> = {}): DemoService => ({
  name, type, category, department, ...extra,
});

export const services: DemoService[] = [
  s('学生请假申请', 1, '学生事务', 'SA', { audiences: ['student'], hot: true, fields: { star_enable: true, star: 4.8, show_times: true } }),
  s('在校证明开具', 1, '学生事务', 'AA', { audiences: ['student'], hot: true, fields: { details_page: true } }),
  s('教室借用', 1, '教学服务', 'AA', { audiences: campus, hot: true, fields: { show_times: true } }),
  s('公章使用申请', 1, '人事服务', 'GO', { audiences: ['staff'], fields: { mobile_limit: 1 } }),
  s('差旅费报销', 1, '财务服务', 'FI', { audiences: ['staff'], hot: true, fields: { star_enable: true, star: 4.5 } }),
  s('校园卡挂失与补办', 1, '校园生活', 'LS', { audiences: campus, fields: { show_times: true } }),
  s('宿舍调换申请', 1, '学生事务', 'LS', { audiences: ['student'] }),
  s('缓考申请', 1, '教学服务', 'AA', { audiences: ['student'], fields: { during_upper: new Date('2026-12-31T23:59:59+08:00') } }),
  s('学生证补办', 1, '学生事务', 'SA', { audiences: ['student'] }),
  s('访客入校预约', 1, '校园生活', 'SE', { audiences: everyone, fields: { mobile_limit: 2 } }),
  s('车辆入校登记', 2, '校园生活', 'SE', { audiences: everyone }),
  s('教职工因公出国（境）审批', 1, '人事服务', 'HR', { audiences: ['staff'], fields: { mobile_limit: 1 } }),
  s('科研项目经费借款', 1, '科研服务', 'FI', { audiences: ['staff'] }),
  s('实验室开放预约', 2, '科研服务', 'CM', { audiences: campus }),
  s('勤工助学岗位申请', 2, '学生事务', 'SA', { audiences: ['student'] }),
  s('奖学金申报', 1, '学生事务', 'SA', { audiences: ['student'], fields: { during_upper: new Date('2026-12-15T17:00:00+08:00'), star_enable: true, star: 4.6 } }),
  s('办事指南：新生入学', 3, '学生事务', 'SA', { audiences: everyone }),
  s('办事指南：离校手续', 3, '学生事务', 'SA', { audiences: ['student'] }),
  s('会议室预约', 7, '后勤服务', 'GO', { audiences: ['staff'], fields: { source_type: 1 } }),
  s('体育场馆预约', 8, '校园生活', 'LS', { audiences: campus, fields: { source_type: 2 } }),
  s('图书馆研讨间预约', 8, '校园生活', 'LI', { audiences: campus, fields: { source_type: 2 } }),
  s('报修服务', 4, '后勤服务', 'LS', {
    audiences: campus, hot: true,
    fields: { url: 'https://repair.example.edu.cn/', url_pc: 'https://repair.example.edu.cn/pc', url_mobile: 'https://repair.example.edu.cn/m', thirdparty_id: 'repair', thirdparty_name: '后勤报修平台', terminal: 1 },
  }),
  s('校园网自助服务', 4, '信息服务', 'IT', {
    audiences: campus,
    fields: { url: 'https://net.example.edu.cn/', url_mobile: 'https://net.example.edu.cn/m', thirdparty_id: 'selfservice', thirdparty_name: '校园网自助平台' },
  }),
  s('校园一卡通充值', 4, '校园生活', 'LS', {
    audiences: campus,
    fields: {
      jump_type: 2, url: 'pages/recharge/index', qrcode: '/static/demo/qrcode-card.svg', thirdparty_id: 'card', thirdparty_name: '一卡通小程序',
      json_small_data: JSON.stringify({ appid: 'wx0000000000000001', path: 'pages/recharge/index' }),
    },
  }),
  s('成绩查询', 4, '教学服务', 'AA', {
    audiences: ['student'], hot: true,
    fields: { url: 'https://jw.example.edu.cn/score', url_pc: 'https://jw.example.edu.cn/score', url_mobile: 'https://jw.example.edu.cn/m/score', thirdparty_id: 'jw', thirdparty_name: '教务系统', terminal: 1 },
  }),
  s('课表查询', 4, '教学服务', 'AA', {
    audiences: campus,
    fields: { url: 'https://jw.example.edu.cn/timetable', url_mobile: 'https://jw.example.edu.cn/m/timetable', thirdparty_id: 'jw', thirdparty_name: '教务系统' },
  }),
  s('证明开具', 1, '学生事务', 'AA', {
    audiences: everyone, hot: true,
    desc: '<p>各类证明统一在线申请，审核通过后可<strong>自助打印</strong>或到<em>一站式服务大厅</em>领取。</p>',
    children: [
      s('成绩证明', 1, '教学服务', 'AA', { audiences: ['student'] }),
      s('学籍证明', 1, '学生事务', 'AA', { audiences: ['student'] }),
      s('收入证明', 1, '人事服务', 'HR', { audiences: ['staff'] }),
      s('在职证明', 1, '人事服务', 'HR', { audiences: ['staff'] }),
    ],
  }),
  s('网络与信息服务', 1, '信息服务', 'IT', {
    audiences: campus,
    desc: '<p>校园网、VPN、电子邮箱、正版软件等信息化服务。</p>',
    children: [
      s('VPN 账号申请', 1, '信息服务', 'IT', { audiences: campus, fields: { show_times: true } }),
      s('电子邮箱申请', 1, '信息服务', 'IT', { audiences: ['staff'] }),
      s('正版软件下载', 4, '信息服务', 'IT', {
        audiences: campus,
        fields: { url: 'https://soft.example.edu.cn/', url_mobile: 'https://soft.example.edu.cn/m', thirdparty_id: 'soft', thirdparty_name: '正版化平台' },
      }),
      s('服务器托管申请', 1, '信息服务', 'IT', { audiences: ['staff'], fields: { mobile_limit: 1 } }),
    ],
  }),
  s('实验室安全准入', 1, '科研服务', 'CM', { audiences: campus, desc: '<p>实验室安全培训与准入考试即将开放，敬请关注。</p>', children: [] }),
  s('财务服务', 1, '财务服务', 'FI', {
    audiences: ['staff'],
    desc: '<p>报销、借款、酬金申报等财务事项。</p>',
    children: [
      s('酬金申报', 1, '财务服务', 'FI', { audiences: ['staff'] }),
      s('发票查验', 4, '财务服务', 'FI', { audiences: ['staff'], fields: { url: 'https://inv-veri.example.gov.cn/', thirdparty_name: '发票查验平台' } }),
    ],
  }),
];

export function flatten(list: DemoService[]): DemoService[] {
  return list.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}
