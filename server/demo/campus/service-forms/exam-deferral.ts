/** 缓考申请: the course teacher (chosen by the student), the counsellor, the school, then the examinations office. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '课程名称', label_en: 'Course', required: true, max_length: 60 },
    {
      id: 'form1_2', type: 'Input', label: '课程代码', label_en: 'Course code', required: true, placeholder: '如 CS2031', placeholder_en: 'e.g. CS2031',
      pattern: '^[A-Z]{2,4}[0-9]{4,6}$', pattern_message: '课程代码为 2–4 位大写字母加 4–6 位数字', pattern_message_en: '2–4 capital letters and 4–6 digits',
    },
    {
      id: 'form1_3', type: 'Select', label: '考试类型', label_en: 'Exam', required: true, default: 'final',
      options: [opt('final', '期末考试', 'Final exam'), opt('midterm', '期中考试', 'Midterm exam'), opt('resit', '补考', 'Resit')],
    },
    { id: 'form1_4', type: 'Calendar', label: '考试时间', label_en: 'Exam time', required: true, mode: 'datetime' },
    {
      id: 'form1_5', type: 'Radio', label: '缓考原因', label_en: 'Reason', required: true,
      options: [
        opt('illness', '因病', 'Illness'),
        opt('emergency', '家庭重大变故', 'Serious family emergency'),
        opt('official', '经学校批准的公派交流或竞赛', 'University-approved exchange or competition'),
        opt('conflict', '考试时间冲突', 'Exam clash'),
        opt('other', '其他', 'Other'),
      ],
    },
    { id: 'form1_6', type: 'MultiInput', label: '具体说明', label_en: 'Details', required: true, word_count: { min: 10, max: 500 } },
    {
      id: 'form1_7', type: 'Attachment', label: '证明材料', label_en: 'Evidence', required: true, accept: ['pdf', 'jpg', 'png'], max_files: 5, max_size: 10 * MB,
      help: '因病须提供二级甲等以上医院诊断证明。', help_en: 'For illness, a certificate from a grade-2A or higher hospital.',
    },
    {
      id: 'form1_8', type: 'MultiInput', label: '任课教师意见', label_en: "Course teacher's comments", max_length: 300,
      permissions: { start: 'hidden', teacher: 'edit' },
    },
    {
      id: 'form1_9', type: 'Calendar', label: '缓考安排时间', label_en: 'Deferred exam time', mode: 'datetime',
      help: '由教务处统一安排，一般在下学期开学第二周。', help_en: 'Set by the examinations office, usually in week 2 of next term.',
      permissions: { start: 'hidden', exam_office: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'teacher', name: '任课教师审核', name_en: 'Course teacher review', approvers: { type: 'initiator_choice' }, mode: 'sequential', sla_hours: 24 },
    { kind: 'approval', id: 'counsellor', name: '辅导员审核', name_en: 'Counsellor review', approvers: post('counsellor', true), mode: 'any', sla_hours: 24 },
    { kind: 'approval', id: 'school', name: '学院审核', name_en: 'School review', approvers: post('teaching_secretary', true), mode: 'any', sla_hours: 24 },
    { kind: 'approval', id: 'exam_office', name: '教务处审批', name_en: 'Examinations office approval', approvers: post('aa_exam'), mode: 'any', sla_hours: 40 },
  ],
};
