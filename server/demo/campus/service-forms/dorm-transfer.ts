/** 宿舍调换申请: counsellor; for a swap the other student agrees; the housing office allocates; the hall manager is copied. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post, residenceHalls } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Select', label: '现住宿舍楼', label_en: 'Current hall', required: true, options: residenceHalls },
    {
      id: 'form1_2', type: 'Input', label: '现住房间', label_en: 'Current room', required: true, placeholder: '如 305-2（房间号-床位号）', placeholder_en: 'e.g. 305-2 (room-bed)',
      pattern: '^[0-9]{3,4}-[1-8]$', pattern_message: '格式为 房间号-床位号，如 305-2', pattern_message_en: 'Room and bed, e.g. 305-2',
    },
    {
      id: 'form1_3', type: 'Radio', label: '调换方式', label_en: 'Kind of move', required: true, default: 'vacancy',
      options: [opt('vacancy', '调入空余床位', 'Move to a free bed'), opt('swap', '与同学互换', 'Swap with another student')],
    },
    {
      id: 'form1_4', type: 'User', label: '互换同学', label_en: 'Student to swap with', max_choices: 1,
      help: '选择“与同学互换”时必填，须对方在线确认。', help_en: 'Required for a swap; the other student confirms online.',
    },
    { id: 'form1_5', type: 'Select', label: '意向宿舍楼', label_en: 'Preferred hall', options: residenceHalls },
    { id: 'form1_6', type: 'MultiInput', label: '调换原因', label_en: 'Reason', required: true, word_count: { min: 10, max: 300 } },
    { id: 'form1_7', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
    {
      id: 'form1_8', type: 'Input', label: '新分配床位', label_en: 'New bed', max_length: 40,
      permissions: { start: 'read', housing: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'counsellor', name: '辅导员审核', name_en: 'Counsellor review', approvers: post('counsellor', true), mode: 'any', sla_hours: 24 },
    {
      kind: 'condition', id: 'by_kind', name: '按调换方式', name_en: 'By kind of move',
      branches: [
        {
          label: '与同学互换', label_en: 'Swap', when: { field: 'form1_3', op: 'eq', value: 'swap' },
          nodes: [{ kind: 'approval', id: 'mate', name: '互换同学确认', name_en: 'The other student agrees', approvers: { type: 'form_user', field: 'form1_4' }, mode: 'sequential', sla_hours: 48 }],
        },
        { label: '调入空余床位', label_en: 'Free bed', nodes: [] },
      ],
    },
    { kind: 'approval', id: 'housing', name: '公寓管理中心安排', name_en: 'Housing office allocates', approvers: post('apartment_office'), mode: 'any', sla_hours: 40 },
    { kind: 'cc', id: 'dorm_cc', name: '抄送宿舍管理员', name_en: 'Copy to the residence hall manager', recipients: post('dorm_manager') },
  ],
};
