/** 宿舍报修: the residence hall manager confirms, maintenance dispatches, the chosen technician reports the repair. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post, residenceHalls } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Select', label: '宿舍楼', label_en: 'Residence hall', required: true, options: residenceHalls },
    {
      id: 'form1_2', type: 'Input', label: '房间号', label_en: 'Room', required: true, placeholder: '如 305', placeholder_en: 'e.g. 305',
      pattern: '^[0-9]{3,4}$', pattern_message: '房间号为 3 至 4 位数字', pattern_message_en: 'Three or four digits',
    },
    {
      id: 'form1_3', type: 'Checkbox', label: '故障类型', label_en: 'Problem', required: true, min_choices: 1,
      options: [
        opt('water', '水管 / 龙头漏水', 'Leaking pipe or tap'),
        opt('electric', '电路 / 照明', 'Electrics or lighting'),
        opt('door', '门窗 / 锁具', 'Door, window or lock'),
        opt('ac', '空调', 'Air conditioning'),
        opt('heater', '热水器', 'Water heater'),
        opt('furniture', '床铺 / 桌椅', 'Bed, desk or chair'),
        opt('other', '其他', 'Other'),
      ],
    },
    {
      id: 'form1_4', type: 'MultiInput', label: '故障描述', label_en: 'Description', required: true, word_count: { min: 5, max: 300 },
      placeholder: '请描述故障位置和现象', placeholder_en: 'Where is it and what is wrong?',
    },
    {
      id: 'form1_5', type: 'Attachment', label: '现场照片', label_en: 'Photos', accept: ['jpg', 'jpeg', 'png'], max_files: 6, max_size: 10 * MB,
    },
    {
      id: 'form1_6', type: 'Radio', label: '可上门时间', label_en: 'When can we come?', required: true, default: 'anytime',
      options: [
        opt('anytime', '随时可上门', 'Any time'),
        opt('daytime', '工作日白天', 'Weekdays, daytime'),
        opt('call', '上门前电话联系', 'Call me first'),
      ],
    },
    { id: 'form1_7', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
    {
      id: 'form1_8', type: 'MultiInput', label: '维修结果', label_en: 'Repair report', max_length: 300,
      permissions: { start: 'hidden', dorm: 'hidden', worker: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'dorm', name: '宿舍管理员确认', name_en: 'Residence hall manager confirms', approvers: post('dorm_manager'), mode: 'any', sla_hours: 4 },
    { kind: 'approval', id: 'dispatch', name: '后勤维修派单', name_en: 'Maintenance dispatch', approvers: post('repair_dispatcher'), mode: 'any', sla_hours: 4 },
    { kind: 'approval', id: 'worker', name: '维修师傅处理', name_en: 'Technician repairs', approvers: { type: 'previous_choice' }, mode: 'sequential', sla_hours: 24 },
  ],
};
