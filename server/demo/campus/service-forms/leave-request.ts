/**
 * 学生请假申请: the head of the student's department, then the dean of the school; leave of more than 3 days also goes
 * to Student Affairs. The residence hall manager is copied, and the counsellor confirms the student's return.
 */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post, yesNo } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Radio', label: '请假类型', label_en: 'Type of leave', required: true, default: 'personal',
      options: [
        opt('personal', '事假', 'Personal leave'),
        opt('sick', '病假', 'Sick leave'),
        opt('official', '公假', 'Official leave'),
        opt('bereavement', '丧假', 'Bereavement leave'),
        opt('other', '其他', 'Other'),
      ],
      help: '公假指参加学校安排的比赛、会议、社会实践等活动。',
      help_en: 'Official leave covers competitions, conferences and field work arranged by the university.',
    },
    {
      id: 'form1_2', type: 'Calendar', label: '请假时间', label_en: 'Leave period', required: true, mode: 'datetime', range: true,
      help: '请填写离校及返校的具体时间。', help_en: 'Give the time you leave and the time you return.',
    },
    {
      id: 'form1_3', type: 'Integer', label: '请假天数', label_en: 'Days of leave', required: true, min: 1, max: 30, unit: '天', unit_en: 'days', unit_en_one: 'day',
      help: '按自然日计算，不足一天按一天计；超过 3 天还需学生工作处审批。',
      help_en: 'Calendar days, part days count as one. Over 3 days Student Affairs approves too.',
    },
    {
      id: 'form1_4', type: 'Radio', label: '是否离开本市', label_en: 'Leaving the city?', required: true, default: 'no', options: yesNo,
    },
    {
      id: 'form1_5', type: 'CountryV2', label: '目的地', label_en: 'Destination', level: 3, with_detail: true,
      help: '离开本市的须填写到区县及详细地址。', help_en: 'If you leave the city, give the district and street address.',
      placeholder: '详细地址', placeholder_en: 'Street address',
    },
    {
      id: 'form1_6', type: 'MultiInput', label: '请假事由', label_en: 'Reason', required: true, word_count: { min: 5, max: 200 },
      placeholder: '请简要说明请假原因', placeholder_en: 'Briefly explain why you need leave',
    },
    {
      id: 'form1_7', type: 'Input', label: '紧急联系人', label_en: 'Emergency contact', required: true, max_length: 20,
      placeholder: '如：父亲 王建国', placeholder_en: 'e.g. father, Wang Jianguo',
    },
    { id: 'form1_8', type: 'PhoneNumber', label: '紧急联系人电话', label_en: 'Emergency contact phone', required: true },
    {
      id: 'form1_9', type: 'Attachment', label: '证明材料', label_en: 'Supporting documents',
      help: '病假须上传医院诊断证明或病历，公假须上传活动通知。', help_en: 'Sick leave: a hospital certificate. Official leave: the event notice.',
      accept: ['pdf', 'jpg', 'png'], max_files: 3, max_size: 10 * MB,
    },
    {
      id: 'form1_10', type: 'MultiInput', label: '院系意见', label_en: "Department's comments", max_length: 500,
      permissions: { start: 'hidden', dept_head: 'edit' },
    },
    {
      id: 'form1_11', type: 'MultiInput', label: '销假备注', label_en: 'Return notes', max_length: 300,
      help: '学生返校后由辅导员填写实际返校时间等情况。', help_en: 'Filled in by the counsellor when the student is back.',
      permissions: { start: 'hidden', back: 'edit' },
    },
    // The applicant, from their profile (fill less): who they are is the university's record, not theirs to type.
    { id: 'form1_12', type: 'Input', label: '申请人', label_en: 'Applicant', prefill: 'name', permissions: { start: 'read' } },
    { id: 'form1_13', type: 'Input', label: '学号', label_en: 'Student number', prefill: 'number', permissions: { start: 'read' } },
    { id: 'form1_14', type: 'Input', label: '所在学院', label_en: 'School', prefill: 'department', permissions: { start: 'read' } },
    { id: 'form1_15', type: 'PhoneNumber', label: '本人手机', label_en: 'Your mobile', prefill: 'mobile', help: '审批过程中如需联系您将拨打此号码。', help_en: 'The number approvers call if they need to reach you.' },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    {
      kind: 'approval', id: 'dept_head', name: '院系负责人审批', name_en: 'Head of department approval',
      approvers: { type: 'department_head', levels: 1 }, mode: 'sequential', sla_hours: 24,
    },
    { kind: 'approval', id: 'dean', name: '院长审批', name_en: 'Dean approval', approvers: post('dean', true), mode: 'any', sla_hours: 24 },
    {
      kind: 'condition', id: 'by_days', name: '按请假天数', name_en: 'By length of leave',
      branches: [
        {
          label: '超过 3 天', label_en: 'More than 3 days', when: { field: 'form1_3', op: 'gt', value: 3 },
          nodes: [{ kind: 'approval', id: 'sa', name: '学生工作处审批', name_en: 'Student Affairs approval', approvers: post('sa_office'), mode: 'any', sla_hours: 24 }],
        },
        { label: '3 天及以内', label_en: '3 days or fewer', nodes: [] },
      ],
    },
    { kind: 'cc', id: 'dorm_cc', name: '抄送宿舍管理员', name_en: 'Copy to the residence hall manager', recipients: post('dorm_manager') },
    { kind: 'approval', id: 'back', name: '辅导员销假', name_en: 'Counsellor confirms return', approvers: post('counsellor', true), mode: 'any' },
  ],
};
