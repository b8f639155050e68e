/**
 * The demo campus's fill-ins (填报): a daily health check-in for the students of two schools (always due today: it runs
 * on holidays too), a weekly laboratory safety check by the staff of two schools (late reports refused), and a monthly
 * attendance confirmation in the Office of Academic Affairs. Each with its form, and how the people answer it, so the
 * history of past periods looks like a real one.
 */
import type { FormSchema } from '../../../contract/forms/schema';
import type { NewMission } from '../../src/modules/fillins/missions.service';
import type { Random } from './random';

export interface DemoMission {
  service: { name: string; name_en: string; description: string; description_en: string; category: string; audiences: Array<'student' | 'teacher'> };
  /** The office running it, by code. */
  office: string;
  /** The population's departments, by code. */
  departments: string[];
  mission: Omit<NewMission, 'app_id' | 'department_id' | 'population' | 'start_date'> & { population: Omit<NewMission['population'], 'department_ids'> };
  form: FormSchema;
  /** Periods of history before the current one. */
  history: number;
  /** Share of the population who filled a past period in, and the current one so far. */
  rate: { past: [number, number]; current: number };
  /** Share of the submissions of a past period that came in late (after the window). */
  lateShare: number;
  /** One person's answers. */
  values(random: Random, day: string): Record<string, unknown>;
}

const opt = (value: string, label: string, label_en: string) => ({ value, label, label_en });

const healthForm: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Numeric', label: '体温', label_en: 'Temperature', required: true, min: 35, max: 42, precision: 1, unit: '℃', unit_en: '°C', help: '请如实填写今日晨检体温', help_en: "Your temperature measured this morning" },
    {
      id: 'form1_2', type: 'Radio', label: '健康状况', label_en: 'Health', required: true,
      options: [opt('good', '良好', 'Well'), opt('unwell', '身体不适，无发热', 'Unwell, no fever'), opt('fever', '发热或咳嗽等症状', 'Fever, cough or similar')],
    },
    {
      id: 'form1_3', type: 'Select', label: '当前所在地', label_en: 'Where you are', required: true,
      options: [opt('campus', '校内', 'On campus'), opt('city', '本市（校外）', 'In the city, off campus'), opt('province', '省内其他城市', 'Elsewhere in the province'), opt('other', '外省市', 'Another province')],
    },
    { id: 'form1_4', type: 'Radio', label: '今日是否离校', label_en: 'Leaving campus today', required: true, options: [opt('no', '否', 'No'), opt('yes', '是', 'Yes')] },
    { id: 'form1_5', type: 'MultiInput', label: '备注', label_en: 'Notes', max_length: 200, placeholder: '如有特殊情况请说明', placeholder_en: 'Anything to add' },
  ],
};

const labForm: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '实验室房间号', label_en: 'Laboratory room', required: true, max_length: 30, placeholder: '如：实验楼 A305', placeholder_en: 'e.g. Lab Building A305' },
    { id: 'form1_2', type: 'Calendar', label: '检查日期', label_en: 'Checked on', required: true, mode: 'date' },
    {
      id: 'form1_3', type: 'Checkbox', label: '检查项目（已检查且合格的打勾）', label_en: 'Items checked and in order', required: true, min_choices: 1,
      options: [
        opt('hood', '通风橱运行正常', 'Fume hoods work'),
        opt('ledger', '危险化学品台账齐全', 'Hazardous chemicals ledger complete'),
        opt('fire', '消防器材完好有效', 'Fire equipment in order'),
        opt('waste', '废液分类规范存放', 'Waste liquids sorted and stored'),
        opt('power', '用电线路无私拉乱接', 'No improvised wiring'),
        opt('signs', '安全标识清晰', 'Safety signs legible'),
      ],
    },
    { id: 'form1_4', type: 'Radio', label: '是否发现安全隐患', label_en: 'Hazards found', required: true, options: [opt('no', '否', 'No'), opt('yes', '是', 'Yes')] },
    { id: 'form1_5', type: 'MultiInput', label: '隐患描述及整改措施', label_en: 'Hazards and what was done', max_length: 500 },
  ],
};

const attendanceForm: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Radio', label: '本月出勤情况', label_en: 'Attendance this month', required: true,
      options: [opt('full', '全勤', 'Full attendance'), opt('leave', '有请假', 'Some leave'), opt('absent', '有缺勤', 'Some absence')],
    },
    { id: 'form1_2', type: 'Integer', label: '请假天数', label_en: 'Days of leave', required: true, min: 0, max: 31, unit: '天', unit_en: 'days', unit_en_one: 'day' },
    { id: 'form1_3', type: 'Integer', label: '加班天数', label_en: 'Days of overtime', min: 0, max: 31, unit: '天', unit_en: 'days', unit_en_one: 'day' },
    { id: 'form1_4', type: 'MultiInput', label: '备注', label_en: 'Notes', max_length: 200 },
  ],
};

const weighted = <T>(random: Random, choices: [T, number][]): T => {
  let roll = random.next() * choices.reduce((n, [, w]) => n + w, 0);
  for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
  return choices[choices.length - 1][0];
};

const labRooms = ['实验楼 A305', '实验楼 A412', '实验楼 B201', '实验楼 B306', '化学楼 216', '化学楼 318', '材料楼 105', '计算中心 502'];

export const demoMissions: DemoMission[] = [
  {
    service: {
      name: '每日健康打卡', name_en: 'Daily health check-in', category: '学生事务', audiences: ['student'],
      description: '学生每日健康状况填报，用于掌握在校学生健康情况。', description_en: "Students' daily health report, so the schools know how their students are.",
    },
    office: 'SA',
    departments: ['CS', 'EE'],
    mission: {
      description: '请每天 23:59 前如实填报体温和健康状况；身体不适请及时就医并联系辅导员。可沿用上次填报的内容，修改后提交。',
      description_en: 'Report your temperature and health every day by 23:59. If you feel unwell, see a doctor and tell your counsellor. You may start from your last report.',
      population: { identity_types: ['student'] },
      period_kind: 'daily', open_time: '00:00', close_time: '23:59', on_holidays: true, late_policy: 'accept', prefill_last: true, remind_time: '20:00',
    },
    form: healthForm,
    history: 14,
    rate: { past: [0.8, 0.95], current: 0.45 },
    lateShare: 0.06,
    values: (random) => {
      const health = weighted(random, [['good', 94], ['unwell', 5], ['fever', 1]]);
      const temperature = health === 'fever' ? 37.3 + random.int(0, 8) / 10 : 36 + random.int(0, 10) / 10 + (random.next() < 0.05 ? 0.3 : 0);
      const place = weighted(random, [['campus', 86], ['city', 9], ['province', 3], ['other', 2]]);
      const leaving = place === 'campus' ? weighted(random, [['no', 92], ['yes', 8]]) : 'yes';
      const notes = health === 'unwell' ? '轻微感冒，已到校医院就诊' : leaving === 'yes' && place !== 'campus' ? '周末回家' : '';
      return { form1_1: Math.round(temperature * 10) / 10, form1_2: health, form1_3: place, form1_4: leaving, ...(notes ? { form1_5: notes } : {}) };
    },
  },
  {
    service: {
      name: '实验室安全周检', name_en: 'Weekly laboratory safety check', category: '科研服务', audiences: ['teacher'],
      description: '实验室安全责任人每周检查所负责实验室的安全状况并填报。', description_en: 'Each week the people responsible for a laboratory check it and report.',
    },
    office: 'SE',
    departments: ['CS', 'CM'],
    mission: {
      description: '每周一 08:00 至周日 20:00 填报本周检查结果，逾期不再受理；发现隐患请写明整改措施。',
      description_en: "Report this week's check from Monday 08:00 to Sunday 20:00; late reports are not accepted. Describe any hazard and what was done about it.",
      population: { identity_types: ['staff'] },
      period_kind: 'weekly', open_time: '08:00', close_time: '20:00', on_holidays: true, late_policy: 'refuse', prefill_last: true, remind_time: '10:00',
    },
    form: labForm,
    history: 4,
    rate: { past: [0.8, 0.92], current: 0.3 },
    lateShare: 0,
    values: (random, day) => {
      const all = ['hood', 'ledger', 'fire', 'waste', 'power', 'signs'];
      const checked = all.filter(() => random.next() < 0.9);
      const hazard = checked.length < all.length && random.next() < 0.5;
      return {
        form1_1: random.pick(labRooms), form1_2: day, form1_3: checked.length ? checked : ['fire'], form1_4: hazard ? 'yes' : 'no',
        ...(hazard ? { form1_5: random.pick(['废液桶标签脱落，已重新张贴', '一处插线板超负荷使用，已更换', '通风橱风速偏低，已报修']) } : {}),
      };
    },
  },
  {
    service: {
      name: '月度考勤确认', name_en: 'Monthly attendance confirmation', category: '人事服务', audiences: ['teacher'],
      description: '教职工每月确认本人出勤、请假与加班情况。', description_en: 'Staff confirm their attendance, leave and overtime each month.',
    },
    office: 'HR',
    departments: ['AA'],
    mission: {
      description: '请在每月最后一天前确认本月出勤情况，请假天数以审批通过的请假为准。',
      description_en: 'Confirm your attendance by the last day of each month; leave counts as approved.',
      population: { identity_types: ['staff'] },
      period_kind: 'monthly', open_time: '00:00', close_time: '23:59', on_holidays: true, is_multi: false, late_policy: 'accept', prefill_last: false, remind_time: null,
    },
    form: attendanceForm,
    history: 3,
    rate: { past: [0.85, 1], current: 0.25 },
    lateShare: 0.1,
    values: (random) => {
      const kind = weighted(random, [['full', 75], ['leave', 22], ['absent', 3]]);
      const leave = kind === 'leave' ? random.int(1, 4) : 0;
      const overtime = random.next() < 0.3 ? random.int(1, 3) : 0;
      return { form1_1: kind, form1_2: leave, ...(overtime ? { form1_3: overtime } : {}), ...(kind === 'absent' ? { form1_4: '因病未及时请假' } : {}) };
    },
  },
];
