/**
 * The booking hall of the demo campus: library study rooms on its three campuses, the badminton courts (a fee of
 * 20 yuan an hour, paid online), 200 library study seats, portable projectors, the library lecture hall (its use
 * approved), and the counselling centre's hours. Rules are relative to the day (days ahead, opening time), so today
 * and the next days are bookable whenever the demo is seeded.
 */
import type { FormSchema } from '../../../contract/forms/schema';
import type { NewResource } from '../../src/modules/bookings/resources.service';
import type { ProcessDefinition } from '../../../contract/process/definition';
import { demoAccounts } from './accounts';

export interface DemoResource {
  resource: Omit<NewResource, 'app_id'>;
  /** The catalogue service that opens it (types 8 to 15 and 18), by name. */
  service?: string;
  units: string[];
}

const numbered = (prefix: string, count: number, width = 2) => Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(width, '0')}`);

const { librarianStaff, logistics, teachingSecretary } = demoAccounts;

const studyRoomRules: Omit<DemoResource['resource'], 'name' | 'name_en' | 'campus' | 'location' | 'sort'> = {
  kind: 'room',
  source_type: 1,
  slot_minutes: 60,
  open_time: '08:00',
  close_time: '22:00',
  days_ahead: 7,
  opens_at_time: '08:00',
  max_active: 2,
  max_per_day: 1,
  max_slots: 4,
  cancel_minutes: 60,
  no_show_limit: 3,
  no_show_block_days: 30,
  audiences: ['student', 'teacher'],
  manager_uids: [librarianStaff.account],
  description: '<p>研讨室供 3 至 8 人小组学习讨论使用，配有白板和投屏电视。单次最多预约 4 小时，开始前 1 小时可取消；开始后 15 分钟内请在门口向管理员出示签到码。30 天内爽约 3 次将暂停预约 30 天。</p>',
  description_en: '<p>Study rooms seat groups of 3 to 8 and have a whiteboard and a screen. Book up to 4 hours at a time and cancel up to an hour before. Show your check-in code to the librarian within 15 minutes of the start. Three no-shows in 30 days suspend booking for 30 days.</p>',
};

export const demoResources: DemoResource[] = [
  {
    resource: { ...studyRoomRules, name: '主校区图书馆研讨室', name_en: 'Study rooms, Main Campus Library', campus: '主校区', location: '图书馆三楼东侧', sort: 1 },
    service: '图书馆研讨间预约',
    units: ['研讨室 A301', '研讨室 A302', '研讨室 A303', '研讨室 A305', '研讨室 A306'],
  },
  {
    resource: { ...studyRoomRules, name: '东校区图书馆研讨室', name_en: 'Study rooms, East Campus Library', campus: '东校区', location: '东校区图书馆二楼', sort: 2 },
    service: '图书馆研讨间预约',
    units: ['研讨室 E201', '研讨室 E202', '研讨室 E203'],
  },
  {
    resource: { ...studyRoomRules, name: '南校区图书馆研讨室', name_en: 'Study rooms, South Campus Library', campus: '南校区', location: '南校区图书馆一楼', sort: 3 },
    service: '图书馆研讨间预约',
    units: ['研讨室 S105', '研讨室 S106'],
  },
  {
    resource: {
      kind: 'venue',
      source_type: 1,
      name: '体育馆羽毛球场',
      name_en: 'Badminton courts, Sports Hall',
      campus: '主校区',
      location: '体育馆一层',
      slot_minutes: 60,
      open_time: '08:00',
      close_time: '22:00',
      days_ahead: 3,
      opens_at_time: '07:00',
      max_per_day: 2,
      max_slots: 2,
      cancel_minutes: 120,
      no_show_limit: 3,
      no_show_block_days: 7,
      fee: 2000,
      payment_minutes: 15,
      audiences: ['student', 'teacher'],
      manager_uids: [logistics.account],
      sort: 4,
      description: '<p>体育馆羽毛球场共 8 片，场地费 20 元/小时，预约后请在 15 分钟内在线支付，逾期自动释放。每人每天最多 2 小时，开始前 2 小时可取消并全额退款。入场时请出示签到码，自备球拍和羽毛球。</p>',
      description_en: '<p>Eight badminton courts at 20 yuan an hour. Pay online within 15 minutes of booking or the court is released. Up to 2 hours a day; cancel up to 2 hours ahead for a full refund. Show your check-in code at the door and bring your own racket and shuttlecocks.</p>',
    },
    service: '体育场馆预约',
    units: numbered('羽毛球 ', 8).map((label) => `${label}号场`),
  },
  {
    resource: {
      kind: 'seat',
      source_type: 1,
      name: '图书馆自习座位',
      name_en: 'Study seats, Main Campus Library',
      campus: '主校区',
      location: '图书馆四楼自习区',
      slot_minutes: 120,
      open_time: '08:00',
      close_time: '22:00',
      days_ahead: 1,
      opens_at_time: '20:00',
      max_active: 2,
      max_per_day: 2,
      max_slots: 3,
      cancel_minutes: 30,
      no_show_limit: 3,
      no_show_block_days: 14,
      audiences: ['student', 'teacher'],
      manager_uids: [librarianStaff.account],
      sort: 5,
      description: '<p>四楼自习区 200 个座位，每个时段 2 小时。次日座位于前一天 20:00 开放预约，每人每天最多 2 个时段。请在时段开始后 15 分钟内签到，14 天内爽约 3 次将暂停预约 14 天。</p>',
      description_en: '<p>200 seats on the fourth floor in 2-hour slots. Seats for the next day open at 20:00 the day before; up to 2 slots a day. Check in within 15 minutes of the start; three no-shows in 14 days suspend booking for 14 days.</p>',
    },
    units: numbered('A', 200, 3),
  },
  {
    resource: {
      kind: 'equipment',
      source_type: 2,
      name: '便携投影仪',
      name_en: 'Portable projectors',
      campus: '主校区',
      location: '教务处设备中心（行政楼 105）',
      slot_minutes: 240,
      open_time: '08:00',
      close_time: '20:00',
      open_days: 'workdays',
      days_ahead: 7,
      max_active: 1,
      max_slots: 2,
      cancel_minutes: 60,
      audiences: ['teacher'],
      manager_uids: [teachingSecretary.account],
      sort: 6,
      description: '<p>教职工可借用便携投影仪用于课堂和会议，工作日借用，每次 4 小时，最多连续 2 个时段。请凭签到码到行政楼 105 领取，用后当日归还。</p>',
      description_en: '<p>Staff borrow portable projectors for classes and meetings on working days, 4 hours at a time, at most two periods in a row. Collect it at Administration Building 105 with your check-in code and return it the same day.</p>',
    },
    units: numbered('投影仪 ', 5),
  },
];

/**
 * The lecture hall's approval service: an application (type 1) for staff whose form the booking fills (the place,
 * the time, what it is for; server/src/modules/bookings/approval.service.ts), approved by the office director.
 */
export const lectureHallApproval = {
  name: '学术报告厅使用审批',
  name_en: 'Lecture hall use approval',
  category: '后勤服务',
  department: 'GO',
  description: '在预约大厅预约图书馆学术报告厅后自动提交本申请，由党政办公室主任审批，通过后预约生效，结果以消息通知预约人。',
  description_en: 'Booking the Library Lecture Hall in the booking hall submits this application; the director of the Party and Administration Office approves it, and the booking holds once approved. You are told the result in a message.',
  form: {
    form_no: 1,
    fields: [
      { id: 'form1_1', type: 'Input', label: '场地', label_en: 'Place', required: true, max_length: 100 },
      { id: 'form1_2', type: 'Input', label: '使用时间', label_en: 'Time', required: true, max_length: 60 },
      { id: 'form1_3', type: 'MultiInput', label: '用途说明', label_en: 'What it is for', max_length: 200 },
    ],
  } satisfies FormSchema,
  process: {
    nodes: [
      {
        kind: 'approval', id: 'director', name: '党政办公室主任审批', name_en: 'Office director approval',
        approvers: { type: 'users', uids: [demoAccounts.officeDirector.account] }, mode: 'sequential', sla_hours: 24,
      },
    ],
  } satisfies ProcessDefinition,
};

/** The lecture hall: booked by staff, each booking approved through its approval service's process. */
export const lectureHall: DemoResource = {
  resource: {
    kind: 'room',
    source_type: 2,
    name: '图书馆学术报告厅',
    name_en: 'Library Lecture Hall',
    campus: '主校区',
    location: '图书馆一楼',
    slot_minutes: 120,
    open_time: '08:00',
    close_time: '22:00',
    days_ahead: 30,
    max_active: 2,
    max_slots: 3,
    cancel_minutes: 1440,
    needs_approval: true,
    special_allowed: true,
    audiences: ['teacher'],
    manager_uids: [librarianStaff.account],
    sort: 7,
    description: '<p>学术报告厅可容纳 300 人，配有投影、音响和同声传译设备，供校内单位举办学术报告和讲座。预约提交后由党政办公室审批，通过后生效；如需取消请至少提前 1 天。</p>',
    description_en: '<p>The lecture hall seats 300 and has projection, sound and interpreting equipment for university lectures and talks. Each booking is approved by the Party and Administration Office; cancel at least a day ahead.</p>',
  },
  units: ['学术报告厅'],
};

/** The counselling centre's hours for the next days: [days from today, start, end, place]. */
export const counsellingHours: [number, string, string, string][] = [
  [1, '09:00', '11:00', '学生活动中心 305 心理咨询室'],
  [1, '14:00', '17:00', '学生活动中心 305 心理咨询室'],
  [2, '14:00', '16:00', '学生活动中心 306 团体辅导室'],
  [3, '09:00', '12:00', '学生活动中心 305 心理咨询室'],
];

